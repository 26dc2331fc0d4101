import AlertSupport

/// Decoding of string-key references (`{"key": …, "table": …, "arguments": […]}`), `strings`
/// and `arguments`.
extension AlertDecoder {
  static let keyFields = ["key", "table", "arguments"]
  /// What a text field may hold, for wrong-type messages.
  static let textOrKey = "a string, or {\"key\": …} naming a key of the app's strings"

  /// Reads an optional text field that may instead name a key; a key's field holds the key
  /// itself until the spec is localized.
  mutating func optionalTextOrKey(_ value: JSONValue, path: String, _ rule: TextRule) -> String? {
    guard value.objectValue != nil else {
      if value.stringValue == nil, !value.isNull {
        spec.locations[path] = value.location
        wrongType(value, path: path, expected: Self.textOrKey)
        return nil
      }
      return optionalText(value, path: path, rule)
    }
    spec.locations[path] = value.location
    return decodeKey(value, path: path)
  }

  /// Reads `{"key": "…", "table": "…", "arguments": […]}` at `path`; returns the key, or `nil`
  /// with an error recorded.
  mutating func decodeKey(_ value: JSONValue, path: String) -> String? {
    guard let members = value.objectValue else { return nil }
    var key: String?
    var reference = StringKey(key: "")
    for member in members {
      let memberPath = "\(path).\(member.key)"
      switch member.key {
      case "key":
        guard let text = member.value.stringValue, !text.allSatisfy(\.isWhitespace) else {
          wrongType(
            member.value, path: memberPath, expected: "a non-empty string such as \"delete.title\"")
          continue
        }
        guard check(text, at: member.value.location, .key(memberPath)) else { continue }
        key = text
      case "table":
        guard let text = member.value.stringValue, !text.isEmpty, !text.contains("/") else {
          wrongType(
            member.value, path: memberPath,
            expected: "a table name without an extension, such as \"Localizable\"")
          continue
        }
        reference.table = text
      case "arguments":
        reference.arguments = decodeArguments(member.value, path: memberPath)
      default:
        unknownField(member, known: Self.keyFields, owner: "a string key")
      }
    }
    guard let key else {
      if !members.contains(where: { $0.key == "key" }) {
        fail(
          value.location,
          "'\(path)' is an object without 'key'; write text, or name a key of the app's strings "
            + "such as {\"key\": \"delete.title\"}")
      }
      return nil
    }
    reference.key = key
    spec.keys[path] = reference
    spec.textPositions[path] = nil
    return key
  }

  mutating func decodeStrings(_ value: JSONValue) {
    spec.locations["strings"] = value.location
    if value.isNull { return }
    guard let path = value.stringValue, !path.isEmpty else {
      wrongType(
        value, path: "strings",
        expected: "a path, relative to this spec, to an .xcstrings file or to a folder of "
          + ".xcstrings files and <locale>.lproj folders")
      return
    }
    if let confinement,
      confinement.admits(BackdropFile.path(path, specFile: value.location.file)) == nil
    {
      fail(
        value.location,
        "the strings '\(path.prefix(200))' are not a file or folder inside the served folders; "
          + "give the path, relative to the spec, of a String Catalog or strings folder inside them"
      )
      return
    }
    spec.strings = path
  }

  /// Reads an array of sample arguments: strings and numbers.
  mutating func decodeArguments(_ value: JSONValue, path: String) -> [SampleArgument]? {
    spec.locations[path] = value.location
    if value.isNull { return nil }
    guard let elements = value.arrayValue else {
      wrongType(
        value, path: path, expected: "an array of sample values such as [\"Vacation Photos\", 128]")
      return nil
    }
    var arguments: [SampleArgument] = []
    for (index, element) in elements.enumerated() {
      if let text = element.stringValue {
        guard check(text, at: element.location, .argument("\(path)[\(index)]")) else { continue }
        arguments.append(.text(text))
      } else if let number = element.intValue {
        arguments.append(.integer(number))
      } else if case .number(let number, _) = element.kind {
        arguments.append(.decimal(number))
      } else {
        wrongType(element, path: "\(path)[\(index)]", expected: "a string or a number")
      }
    }
    return arguments
  }
}
