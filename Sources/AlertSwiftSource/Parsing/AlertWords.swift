/// Whether a file can hold an alert call at all, checked on its bytes before it is parsed.
///
/// Every call the extractor reads names `alert` or `Alert` (`.alert(…)`, `Alert(…)`,
/// `UIAlertController`, an `// alert-preview:ignore` comment) or `Dialog`
/// (`.confirmationDialog`). A file without those words has no call to find, so it is not
/// parsed: in an app, most files hold no alert, and parsing is nearly all of the time spent.
/// This only chooses which files to parse; what a file holds is always read from its tree.
enum AlertWords {
  static func mayHoldAlert(_ source: String) -> Bool {
    var source = source
    return source.withUTF8 { bytes in
      let count = bytes.count
      var index = 1
      while index + 3 < count {
        let byte = bytes[index]
        // "lert" after "a" or "A"; "Dialog" from its "D".
        if byte == UInt8(ascii: "l"), bytes[index + 1] == UInt8(ascii: "e"),
          bytes[index + 2] == UInt8(ascii: "r"), bytes[index + 3] == UInt8(ascii: "t"),
          bytes[index - 1] | 0x20 == UInt8(ascii: "a")
        {
          return true
        }
        if byte == UInt8(ascii: "D"), index + 5 < count, bytes[index + 1] == UInt8(ascii: "i"),
          bytes[index + 2] == UInt8(ascii: "a"), bytes[index + 3] == UInt8(ascii: "l"),
          bytes[index + 4] == UInt8(ascii: "o"), bytes[index + 5] == UInt8(ascii: "g")
        {
          return true
        }
        index += 1
      }
      return false
    }
  }
}
