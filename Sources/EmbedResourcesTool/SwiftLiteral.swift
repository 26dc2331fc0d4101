/// Swift source text for embedded files: string literals and identifiers.
enum SwiftLiteral {
  /// `text` as a one-line Swift string literal whose value is exactly `text`: backslashes,
  /// quotes and control characters escaped, everything else (UTF-8) as it is. One line, so no
  /// multi-line literal rule (indentation stripping, line-ending normalisation) can change it.
  static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7f:
        literal += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// The constant's name for the file at `path`, as SwiftPM names `embedInCode` resources:
  /// each character that cannot be in an identifier becomes `_` (`lexicon/cancel.txt` is
  /// `lexicon_cancel_txt`), with a `_` in front of a leading digit.
  static func identifier(_ path: String) -> String {
    let name = String(
      path.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? Character(scalar) : "_"
      })
    return name.first?.isNumber == true ? "_" + name : name
  }
}
