/// Whether a file can hold an alert call at all, checked on its bytes before it is parsed.
///
/// Every call the extractor reads is written with one of: `UIAlert…` (`UIAlertController`,
/// `UIAlertAction`), `alert(` or `Alert(` as a whole word (`.alert(…)`, `Alert(…)`),
/// `ActionSheet(`, `confirmationDialog`, or an `// alert-preview:ignore` comment. A file
/// without those has no call to find, so it is not parsed: in an app, most files hold no
/// alert (a word such as `alertView`, `NSAlert` or `showAlert` alone is none), and parsing is
/// nearly all of the time spent. Files calling the app's own alert helpers or subclasses are
/// chosen by the names they call instead (``CalledNames``). This only chooses which files to
/// parse; what a file holds is always read from its tree.
enum AlertWords {
  /// Whether `source` is macOS code: it imports AppKit or Cocoa and neither UIKit nor
  /// SwiftUI. Its `presentError(_:)` and `NSAlert` are AppKit's; it holds no iOS alert.
  static func isMacOnly(_ source: String) -> Bool {
    // Imports come before the first declaration's brace.
    let utf8 = source.utf8
    let head = utf8[..<(utf8.firstIndex(of: UInt8(ascii: "{")) ?? utf8.endIndex)]
    var imports: Set<Substring> = []
    for line in Substring(head).split(separator: "\n", omittingEmptySubsequences: true) {
      let words = line.split(whereSeparator: \.isWhitespace)
      guard words.count >= 2, words[0] == "import" else { continue }
      imports.insert(words[1])
    }
    return !imports.isDisjoint(with: ["AppKit", "Cocoa"])
      && imports.isDisjoint(with: ["UIKit", "SwiftUI"])
  }

  static func mayHoldAlert(_ source: String) -> Bool {
    var source = source
    return source.withUTF8 { bytes in
      let count = bytes.count
      func matches(_ word: StaticString, at index: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let start = word.utf8Start
        for offset in 0..<length where bytes[index + offset] != start[offset] { return false }
        return true
      }
      // A call: the word, then only white space before `(`.
      func isCalled(after end: Int) -> Bool {
        var next = end
        while next < count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        return next < count && bytes[next] == UInt8(ascii: "(")
      }
      func startsWord(_ index: Int) -> Bool {
        index == 0 || !CalledNames.isIdentifier(bytes[index - 1])
      }
      var index = 0
      while index < count {
        switch bytes[index] {
        case UInt8(ascii: "U") where matches("UIAlert", at: index):
          return true
        case UInt8(ascii: "a"), UInt8(ascii: "A"):
          if matches("lert", at: index + 1), startsWord(index), isCalled(after: index + 5) {
            return true
          }
          if matches("alert-preview:", at: index) { return true }
          if matches("ActionSheet", at: index), startsWord(index), isCalled(after: index + 11) {
            return true
          }
        case UInt8(ascii: "c") where matches("confirmationDialog", at: index):
          return true
        default: break
        }
        index += 1
      }
      return false
    }
  }
}
