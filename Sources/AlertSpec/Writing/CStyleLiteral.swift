/// String literals with C-style escapes, as Swift sources and `.strings` files write them:
/// quotes, backslashes, `\n`, `\t` and `\r` escaped, other control characters by the file's own
/// Unicode escape, everything else as it is.
package enum CStyleLiteral {
  /// `text` between double quotes; a control character other than the three above becomes
  /// `control(scalar value)`.
  package static func quoted(_ text: String, control: (UInt32) -> String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20: result += control(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A `.strings` literal: other control characters as `\U001B` (the old-style property list
  /// escape; `\u{…}` is not one there).
  package static func strings(_ text: String) -> String {
    quoted(text) { value in
      let hex = String(value, radix: 16, uppercase: true)
      return "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }

  /// A Swift literal: other control characters as `\u{1B}`.
  package static func swift(_ text: String) -> String {
    quoted(text) { "\\u{" + String($0, radix: 16, uppercase: true) + "}" }
  }
}
