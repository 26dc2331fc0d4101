import AlertSpec

/// One value written into a `.strings` file's text (`"key" = "value";`) by replacing only the
/// value's quoted text; comments, order and the other lines stay byte for byte. A key the file
/// lacks is added on a line of its own at the end.
///
/// Foundation reads `.strings` files but has no writer for them on Linux, so the value is
/// quoted here: a backslash before `"` and `\`, and `\n`, `\r`, `\t` for those characters. The
/// caller reads the result back with ``StringsFileReader`` before writing it.
package enum StringsFilePatch {
  /// `text`, the `.strings` file `file`, with `key` reading `value`; `nil` when it already does.
  package static func setting(_ value: String, key: String, in text: String, file: String)
    throws(StringsWriteError) -> String?
  {
    let scalars = Array(text.unicodeScalars)
    var tokens = Tokens(scalars: scalars)
    while let first = tokens.next() {
      guard case .quoted(let name) = first.kind, tokens.next()?.kind == .equals,
        let valueToken = tokens.next(), case .quoted(let old) = valueToken.kind
      else { continue }
      guard name == key else { continue }
      if old == value { return nil }
      var out = String.UnicodeScalarView(scalars[..<valueToken.range.lowerBound])
      out.append(contentsOf: quoted(value).unicodeScalars)
      out.append(contentsOf: scalars[valueToken.range.upperBound...])
      return String(out)
    }
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    return text + separator + quoted(key) + " = " + quoted(value) + ";\n"
  }

  /// `text` as a `.strings` string literal.
  package static func quoted(_ text: String) -> String { CStyleLiteral.strings(text) }

  /// The tokens of a `.strings` file: quoted strings (unescaped), `=`, and anything else.
  struct Tokens {
    enum Kind: Equatable {
      case quoted(String)
      case equals
      case other
    }

    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func next() -> (kind: Kind, range: Range<Int>)? {
      skipSpaceAndComments()
      guard index < scalars.count else { return nil }
      let start = index
      switch scalars[index] {
      case "\"":
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"" {
          if scalars[index] == "\\", index + 1 < scalars.count {
            index += 1
            switch scalars[index] {
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            default: text.append(scalars[index])
            }
          } else {
            text.append(scalars[index])
          }
          index += 1
        }
        index = min(index + 1, scalars.count)
        return (.quoted(String(text)), start..<index)
      case "=":
        index += 1
        return (.equals, start..<index)
      default:
        index += 1
        return (.other, start..<index)
      }
    }

    private mutating func skipSpaceAndComments() {
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar.properties.isWhitespace {
          index += 1
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          index += 2
          while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
            index += 1
          }
          index = min(index + 2, scalars.count)
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
        } else {
          return
        }
      }
    }
  }
}
