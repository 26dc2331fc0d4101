/// A parsed value written back as plain JSON, and compared by content.
extension JSONValue {
  /// The value as one line of JSON: `{"label": "OK", "role": "cancel"}`.
  package var compactText: String {
    switch kind {
    case .string(let text): return Self.quoted(text)
    case .number(_, let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array(let elements):
      return "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.map { Self.quoted($0.key) + ": " + $0.value.compactText }.joined(
          separator: ", ") + "}"
    }
  }

  /// The value as indented JSON, two spaces a level, without the comments of its file.
  package func indentedText(_ indent: String = "") -> String {
    let inner = indent + "  "
    switch kind {
    case .array(let elements) where !elements.isEmpty:
      return "[\n" + elements.map { inner + $0.indentedText(inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members) where !members.isEmpty:
      return "{\n"
        + members.map { inner + Self.quoted($0.key) + ": " + $0.value.indentedText(inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    default: return compactText
    }
  }

  /// Whether `other` holds the same JSON: strings scalar for scalar, numbers by value, objects
  /// by their members whatever their order. Positions, quotes and escapes do not count.
  package func sameContent(as other: JSONValue) -> Bool {
    switch (kind, other.kind) {
    case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case (.number(let a, _), .number(let b, _)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.sameContent(as: $1) }
    case (.object(let a), .object(let b)):
      guard a.count == b.count else { return false }
      return a.allSatisfy { member in
        b.first { $0.key == member.key }.map { member.value.sameContent(as: $0.value) } ?? false
      }
    default: return false
    }
  }

  /// The member `key`'s value, if the value is an object that has it.
  package func member(_ key: String) -> JSONValue? {
    objectValue?.first { $0.key == key }?.value
  }

  /// `text` as a JSON string literal: quotes, backslashes, control characters, line and
  /// paragraph separators and bidirectional controls escaped, everything else as it is. The
  /// one string quoter of every JSON the tool writes for specs (`extract`, `import`, the
  /// gallery's and `serve`'s spec text).
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        let value = scalar.value
        let escaped =
          value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
          || value == 0x061C || value == 0x200E || value == 0x200F
          || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        if escaped {
          out += "\\u" + JSON5Parser.hex(value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
