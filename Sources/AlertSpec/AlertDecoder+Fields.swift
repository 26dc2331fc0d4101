import AlertSupport

/// Decoding of `id`, `trigger`, `locale`, `textFields` and `lint`.
extension AlertDecoder {
  static let textFieldFields = ["placeholder", "text", "secure", "keyboard"]

  mutating func decodeID(_ value: JSONValue) {
    spec.locations["id"] = value.location
    guard let id = value.stringValue else {
      wrongType(value, path: "id", expected: "a string such as \"log-out-warning\"")
      return
    }
    if let problem = SpecID.problem(id) {
      fail(value.location, problem)
      return
    }
    spec.id = id
  }

  /// Whether `id` matches `[a-z0-9][a-z0-9-]*`.
  static func isValidID(_ id: String) -> Bool {
    func allowed(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("0"..."9").contains(s) }
    guard let first = id.unicodeScalars.first, allowed(first) else { return false }
    return id.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" }
  }

  mutating func decodeTrigger(_ value: JSONValue) {
    if let trigger: AlertTrigger = choice(value, path: "trigger") { spec.trigger = trigger }
  }

  /// One of `T`'s names at `path` (its place noted), or `nil` after reporting a wrong type or
  /// an unknown name with the names there are; `null` is `nil` too.
  mutating func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, path: String)
    -> T? where T.RawValue == String
  {
    spec.locations[path] = value.location
    if value.isNull { return nil }
    let names = T.allCases.map(\.rawValue)
    guard let text = value.stringValue else {
      wrongType(value, path: path, expected: "a string: \(Suggestion.list(names))")
      return nil
    }
    guard let chosen = T(rawValue: text) else {
      unknownValue(value, text, kind: path, values: names)
      return nil
    }
    return chosen
  }

  mutating func decodeLocale(_ value: JSONValue) {
    guard let tag = optionalString(value, path: "locale") else { return }
    guard Self.isLanguageTag(tag) else {
      let fixed = tag.replacingUnderscores
      let example = Self.isLanguageTag(fixed) ? "'\(fixed)'" : "'en-GB', 'ko' or 'zh-Hant-TW'"
      fail(value.location, "locale '\(tag)' is not a BCP 47 language tag; write it like \(example)")
      return
    }
    spec.locale = tag
  }

  /// A loose BCP 47 check: 2–8 letters, then hyphen-separated runs of 1–8 letters or digits.
  static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...8).contains(language.count),
      language.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count)
        && part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
  }

  mutating func decodeTextFields(_ value: JSONValue) {
    spec.locations["textFields"] = value.location
    if value.isNull { return }
    guard let elements = value.arrayValue else {
      wrongType(
        value, path: "textFields", expected: "an array of {placeholder, text, secure} objects")
      return
    }
    guard elements.count <= SpecLimits.textFields else {
      fail(
        value.location,
        "this alert has \(SpecLimits.formatted(elements.count)) text fields; alerts are limited "
          + "to \(SpecLimits.textFields) (UIKit alerts ask for one or two), so ask for the rest "
          + "on a screen")
      return
    }
    for (index, element) in elements.enumerated() {
      let path = "textFields[\(index)]"
      spec.locations[path] = element.location
      guard let members = element.objectValue else {
        wrongType(element, path: path, expected: "a {placeholder, text, secure} object")
        continue
      }
      var placeholder: String?
      var sawPlaceholder = false
      var field = AlertTextField(placeholder: "")
      for member in members {
        let value = member.value
        let memberPath = "\(path).\(member.key)"
        switch member.key {
        case "placeholder":
          sawPlaceholder = true
          spec.locations[memberPath] = value.location
          if value.objectValue != nil {
            placeholder = decodeKey(value, path: memberPath)
          } else if let text = value.stringValue {
            if check(text, at: value.location, .textField(memberPath)) { placeholder = text }
          } else {
            wrongType(value, path: memberPath, expected: Self.textOrKey)
          }
        case "text": field.text = optionalText(value, path: memberPath, .textField(memberPath))
        case "secure":
          spec.locations[memberPath] = value.location
          if value.isNull { continue }
          if let secure = value.boolValue {
            field.secure = secure
          } else {
            wrongType(value, path: memberPath, expected: "true or false")
          }
        case "keyboard":
          spec.locations[memberPath] = value.location
          if value.isNull { continue }
          if let name = value.stringValue {
            if let keyboard = FieldKeyboard(rawValue: name) {
              field.keyboard = keyboard
            } else {
              unknownValue(
                value, name, kind: "keyboard", values: FieldKeyboard.allCases.map(\.rawValue))
            }
          } else {
            wrongType(value, path: memberPath, expected: "\"default\", \"email\" or \"number\"")
          }
        default: unknownField(member, known: Self.textFieldFields, owner: "a text field")
        }
      }
      if !sawPlaceholder {
        fail(
          element.location,
          "'\(path)' has no 'placeholder'; add the grey hint text, e.g. \"placeholder\": \"Password\""
        )
      }
      if let placeholder {
        field.placeholder = placeholder
        spec.textFields.append(field)
      }
    }
  }

  mutating func decodeLint(_ value: JSONValue) {
    spec.locations["lint"] = value.location
    if value.isNull { return }
    let expected = "an object like {\"ignore\": {\"rule-id\": \"reason\"}}"
    guard let members = value.objectValue else {
      wrongType(value, path: "lint", expected: expected)
      return
    }
    for member in members {
      guard member.key == "ignore" else {
        unknownField(member, known: ["ignore"], owner: "'lint'")
        continue
      }
      let ignore = member.value
      spec.locations["lint.ignore"] = ignore.location
      if ignore.isNull { continue }
      guard let rules = ignore.objectValue else {
        wrongType(
          ignore, path: "lint.ignore",
          expected: "an object of rule ids to reasons, like {\"rule-id\": \"reason\"}")
        continue
      }
      for rule in rules {
        let path = "lint.ignore.\(rule.key)"
        spec.locations[path] = rule.value.location
        guard let reason = rule.value.stringValue else {
          wrongType(
            rule.value, path: path, expected: "a string that says why the rule does not apply")
          continue
        }
        guard !reason.allSatisfy(\.isWhitespace) else {
          fail(
            rule.value.location,
            "the reason for ignoring '\(rule.key)' is empty; say why the rule does not apply to this alert"
          )
          continue
        }
        guard check(reason, at: rule.value.location, .reason(rule.key)) else { continue }
        spec.lintIgnore[rule.key] = reason
      }
    }
  }
}

extension String {
  /// The string with `_` turned into `-`, the usual slip in language tags (`en_GB`).
  var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
