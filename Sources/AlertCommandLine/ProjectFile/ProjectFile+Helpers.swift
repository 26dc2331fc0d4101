import AlertRun
import AlertSpec
import AlertSupport

/// `helpers`: the app's alert helpers the Swift reader cannot read into, and which argument
/// of a call is which part of the alert.
///
/// ```yaml
/// helpers:
///   showBanner:              # what the code calls
///     title: title           # the argument labelled `title`
///     message: 2             # the second argument, labelled or not
///     buttons:               # the buttons the helper adds, in order
///       - OK
///       - {label: Cancel, role: cancel}
///       - {argument: actionTitle, role: destructive}
///     style: actionSheet     # alert (default) or actionSheet
///   Notice:                  # an alert value type: each `Notice(…)` built is an alert
///     title: title
///     buttons:
///       - {argument: primary, member: title, label: OK}  # `primary: .init(title: …)`, else OK
/// ```
extension ProjectFile {
  static let helperKeys = ["title", "message", "buttons", "style"]

  func helpers(_ node: YAMLNode) throws(UsageError) -> [AlertHelper] {
    guard case .mapping(let pairs) = node.value else {
      throw problem(
        node, "'helpers' takes the helpers' names, each with its title, message and buttons")
    }
    var helpers: [AlertHelper] = []
    for pair in pairs {
      guard let name = pair.key.scalar, Self.isName(name) else {
        throw problem(pair.key, "a helper is named as the code calls it, such as `showAlert`")
      }
      guard case .mapping(let fields) = pair.value.value else {
        throw problem(
          pair.value,
          "helper '\(name)' takes title, message, buttons and style, such as "
            + "`title: title`")
      }
      var helper = AlertHelper(
        name: name, title: nil, message: nil, buttons: [], style: .alert,
        place: place(pair.key))
      for field in fields {
        let key = field.key.scalar ?? ""
        switch key {
        case "title": helper.title = try argument(field.value, for: "title")
        case "message": helper.message = try argument(field.value, for: "message")
        case "buttons": helper.buttons = try buttons(field.value)
        case "style":
          guard let text = field.value.scalar, let style = AlertStyle(rawValue: text) else {
            throw problem(field.value, "'style' is alert or actionSheet")
          }
          helper.style = style
        default:
          let hint = ChoiceValue.hint(key, Self.helperKeys)
          throw problem(
            field.key,
            "unknown key '\(key)' of helper '\(name)'\(hint.isEmpty ? "; a helper has title, message, buttons and style" : hint)"
          )
        }
      }
      helpers.append(helper)
    }
    return helpers
  }

  /// An argument of a call: a label, or a position from 1.
  private func argument(_ node: YAMLNode, for key: String) throws(UsageError)
    -> AlertHelper.Argument
  {
    guard let text = node.scalar, !text.isEmpty else {
      throw problem(node, "'\(key)' names an argument: its label, or its position such as 1")
    }
    if let position = Int(text) {
      guard position >= 1 else { throw problem(node, "argument positions start at 1") }
      return .position(position)
    }
    guard Self.isName(text) else {
      throw problem(node, "'\(key)' names an argument: its label, or its position such as 1")
    }
    return .label(text)
  }

  private func buttons(_ node: YAMLNode) throws(UsageError) -> [AlertHelper.Button] {
    guard case .sequence(let items) = node.value else {
      throw problem(node, "'buttons' takes a list, such as `[OK]`")
    }
    var buttons: [AlertHelper.Button] = []
    for item in items {
      switch item.value {
      case .scalar(let text):
        buttons.append(
          AlertHelper.Button(text: text, argument: nil, role: .default, place: place(item)))
      case .mapping(let fields):
        var button = AlertHelper.Button(
          text: nil, argument: nil, role: .default, place: place(item))
        for field in fields {
          switch field.key.scalar ?? "" {
          case "label":
            button.text = field.value.scalar
            button.place = place(field.value)
          case "argument": button.argument = try argument(field.value, for: "argument")
          case "member":
            guard let name = field.value.scalar, Self.isName(name) else {
              throw problem(
                field.value,
                "'member' names the label's member of the value the argument builds, such as "
                  + "`title`")
            }
            button.member = name
          case "role":
            guard let text = field.value.scalar, let role = ButtonRole(rawValue: text) else {
              throw problem(field.value, "a button's role is default, cancel or destructive")
            }
            button.role = role
          default:
            throw problem(
              field.key,
              "a button has a label (its text) or an argument (and the member of it holding "
                + "the label), and a role")
          }
        }
        // With a member, a label is the button the value type has when the call gives none.
        guard (button.text == nil) != (button.argument == nil) || button.member != nil else {
          throw problem(item, "give a button either a label or an argument")
        }
        guard button.member == nil || button.argument != nil else {
          throw problem(item, "'member' is a member of an argument's value; name the argument")
        }
        buttons.append(button)
      case .sequence: throw problem(item, "a button is a label, or {label: …, role: …}")
      }
    }
    return buttons
  }

  private func place(_ node: YAMLNode) -> SourceLocation {
    SourceLocation(file: path, line: node.line, column: node.column)
  }

  private static func isName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
