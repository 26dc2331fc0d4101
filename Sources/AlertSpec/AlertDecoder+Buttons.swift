import AlertSupport

/// Decoding of `buttons` and `preferred`.
extension AlertDecoder {
  static let buttonFields = ["label", "role", "disabled"]

  mutating func decodeButtons(_ value: JSONValue) {
    spec.locations["buttons"] = value.location
    if value.isNull { return }
    guard let elements = value.arrayValue else {
      buttonsHaveWrongType = true
      wrongType(value, path: "buttons", expected: "an array of {label, role} objects")
      return
    }
    guard elements.count <= SpecLimits.buttons else {
      fail(
        value.location,
        "this alert has \(SpecLimits.formatted(elements.count)) buttons; alerts are limited to "
          + "\(SpecLimits.buttons) (beyond about 10 they scroll, and the guidance asks for two), "
          + "so split it into several alerts or use a screen")
      buttonsHaveWrongType = true
      return
    }
    var labels: [String?] = []
    var firstCancel: (path: String, location: SourceLocation)?
    for (index, element) in elements.enumerated() {
      let path = "buttons[\(index)]"
      guard let button = decodeButton(element, path: path) else {
        labels.append(nil)
        continue
      }
      labels.append(button.label)
      if button.role == .cancel {
        let roleLocation = spec.locations["\(path).role"] ?? element.location
        if let firstCancel {
          fail(
            roleLocation,
            "'\(path)' is a second cancel button, but the platform allows one cancel button per alert "
              + "(the first is '\(firstCancel.path)' at \(firstCancel.location.lineAndColumn)); "
              + "make this one 'default' or remove it")
        } else {
          firstCancel = (path, roleLocation)
        }
      }
      if let label = button.label, let labelLocation = button.labelLocation {
        spec.buttons.append(
          AlertButton(
            label: label, role: button.role, labelLocation: labelLocation,
            disabled: button.disabled))
      }
    }
    buttonLabels = labels
  }

  /// Reads one button; `nil` when it is not an object. A bad label comes back as `nil`.
  private mutating func decodeButton(_ element: JSONValue, path: String)
    -> (label: String?, labelLocation: SourceLocation?, role: ButtonRole, disabled: Bool)?
  {
    spec.locations[path] = element.location
    guard let members = element.objectValue else {
      let hint = element.stringValue.map { "; write {\"label\": \"\($0)\"}" } ?? ""
      fail(
        element.location,
        "'\(path)' must be a {label, role} object, found \(element.typeDescription)\(hint)")
      return nil
    }
    var label: String?
    var labelLocation: SourceLocation?
    var sawLabel = false
    var role = ButtonRole.default
    var disabled = false
    for member in members {
      let value = member.value
      switch member.key {
      case "label":
        sawLabel = true
        spec.locations["\(path).label"] = value.location
        spec.textPositions["\(path).label"] = value.positions
        if value.objectValue != nil {
          label = decodeKey(value, path: "\(path).label")
          labelLocation = value.location
          continue
        }
        guard let text = value.stringValue else {
          wrongType(value, path: "\(path).label", expected: Self.textOrKey)
          continue
        }
        if text.allSatisfy(\.isWhitespace) {
          let problem = text.isEmpty ? "empty" : "only whitespace"
          fail(
            value.location,
            "the label of '\(path)' is \(problem); write the text shown on the button, e.g. \"OK\"")
          continue
        }
        guard check(text, at: value.location, .label(path)) else { continue }
        label = text
        labelLocation = value.location
      case "role":
        spec.locations["\(path).role"] = value.location
        if value.isNull { continue }
        guard let text = value.stringValue else {
          wrongType(
            value, path: "\(path).role", expected: "a string: default, cancel or destructive")
          continue
        }
        guard let parsed = ButtonRole(rawValue: text) else {
          unknownValue(value, text, kind: "role", values: ButtonRole.allCases.map(\.rawValue))
          continue
        }
        role = parsed
      case "disabled":
        spec.locations["\(path).disabled"] = value.location
        if value.isNull { continue }
        guard let flag = value.boolValue else {
          wrongType(value, path: "\(path).disabled", expected: "true or false")
          continue
        }
        disabled = flag
      default:
        unknownField(member, known: Self.buttonFields, owner: "a button")
      }
    }
    if !sawLabel {
      fail(
        element.location,
        "'\(path)' has no 'label'; add the text shown on the button, e.g. \"label\": \"OK\"")
    }
    return (label, labelLocation, role, disabled)
  }

  /// Resolves `preferred` to a button index; it must name an existing button.
  mutating func decodePreferred(_ value: JSONValue) {
    spec.locations["preferred"] = value.location
    if value.isNull || buttonsHaveWrongType { return }
    let labels = buttonLabels ?? []
    let expected = "a button's label (a string) or its 0-based index (a whole number)"
    if let label = value.stringValue {
      guard check(label, at: value.location, .preferred) else { return }
      if let index = labels.firstIndex(of: label) {
        spec.preferred = index
        return
      }
      guard !labels.isEmpty else {
        fail(
          value.location,
          "'preferred' is \"\(label)\" but this alert has no buttons; add the button or remove 'preferred'"
        )
        return
      }
      let known = labels.compactMap { $0 }
      let quoted = Suggestion.list(known.map { "\"\($0)\"" })
      if let near = Suggestion.nearest(to: label.trimmingWhitespace, among: known) {
        fail(
          value.location,
          "'preferred' is \"\(label)\", which names no button; did you mean \"\(near)\"?")
      } else {
        fail(
          value.location,
          "'preferred' is \"\(label)\", which names no button; use the exact label of one (\(quoted)) or its 0-based index"
        )
      }
    } else if let index = value.intValue {
      if labels.indices.contains(index) {
        spec.preferred = index
      } else if labels.isEmpty {
        fail(
          value.location,
          "'preferred' is \(index) but this alert has no buttons; add the button or remove 'preferred'"
        )
      } else {
        let range = labels.count == 1 ? "index 0" : "an index from 0 to \(labels.count - 1)"
        fail(
          value.location,
          "'preferred' is \(index) but this alert has \(labels.count) button\(labels.count == 1 ? "" : "s"); "
            + "use \(range), or a button's label")
      }
    } else if case .number(_, let text) = value.kind {
      fail(value.location, "'preferred' must be \(expected), found the number \(text)")
    } else {
      wrongType(value, path: "preferred", expected: expected)
    }
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
