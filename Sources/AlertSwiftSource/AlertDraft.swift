import AlertSpec

/// An alert as found in Swift, before it becomes an ``AlertSpec``.
struct AlertDraft: Sendable {
  /// A button as found: its label (or `nil` for a system label) and role.
  struct Button: Sendable {
    var label: ExtractedText
    var role: ButtonRole
  }

  /// A text field as found.
  struct Field: Sendable {
    var placeholder: ExtractedText?
    var secure: Bool
  }

  /// Where the alert's call is.
  var location: SourceLocation
  var title: ExtractedText?
  var message: ExtractedText?
  var buttons: [Button] = []
  var fields: [Field] = []
  /// Index into `buttons` of `preferredAction`, with where it was set.
  var preferred: (index: Int, location: SourceLocation)?
  /// Rule id → reason, from `// alert-preview:ignore` comments at the call.
  var lintIgnore: [String: String] = [:]
  /// An alert, or an action sheet (`preferredStyle: .actionSheet`, `.confirmationDialog`).
  var style: AlertStyle = .alert
  /// How the alert relates to the app's alert factories (``AlertOrigin``).
  var origin = AlertOrigin()
  /// The type and member its call is in, which name it (``SwiftAlertID``).
  var context = SwiftAlertID.Context()

  /// Its texts the code chooses at run time between several (`a ? "Mute" : "Unmute"`), with
  /// the field each is: `the title`, `the label of buttons[1]`.
  var choices: [(field: String, text: ExtractedText)] {
    var found: [(String, ExtractedText?)] = [("the title", title), ("the message", message)]
    for (index, button) in buttons.enumerated() {
      found.append(("the label of buttons[\(index)]", button.label))
    }
    return found.compactMap { field, text in
      guard let text, !text.alternatives.isEmpty else { return nil }
      return (field, text)
    }
  }

  /// The names its run-time copy is read from (``ExtractedText/roots``).
  var roots: Set<String> {
    var texts = [title, message].compactMap { $0 }
    texts += buttons.map(\.label)
    texts += fields.compactMap(\.placeholder)
    return texts.reduce(into: []) { $0.formUnion($1.roots) }
  }

  /// The system button SwiftUI adds, labelled `label`, placed at the alert's call.
  func systemButton(_ label: String, _ role: ButtonRole) -> Button {
    Button(
      label: ExtractedText(text: label, placeholders: [], location: location, positions: nil),
      role: role)
  }

  /// The strings folder each looked-up field's key was found in, by spec field path.
  var lookupFolders: [String: String] {
    var folders: [String: String] = [:]
    func note(_ text: ExtractedText?, _ key: String) {
      if let folder = text?.lookup?.folder, text?.placeholders.isEmpty == true {
        folders[key] = folder
      }
    }
    note(title, "title")
    note(message, "message")
    for (index, button) in buttons.enumerated() { note(button.label, "buttons[\(index)].label") }
    for (index, field) in fields.enumerated() {
      note(field.placeholder, "textFields[\(index)].placeholder")
    }
    return folders
  }

  /// The names its copy reads that the file does not declare, while the project is indexed.
  var pendingNames: [String] {
    var texts = [title, message].compactMap { $0 }
    texts += buttons.map(\.label)
    texts += fields.compactMap(\.placeholder)
    return texts.flatMap(\.pending)
  }

  /// Every placeholder in the alert's copy.
  var placeholders: [String] {
    var texts = [title, message].compactMap { $0 }
    texts += buttons.map(\.label)
    texts += fields.compactMap(\.placeholder)
    return texts.flatMap(\.placeholders)
  }

  /// The fields whose copy holds a value known only at run time: `title`, `message`,
  /// `buttons`, `textFields`.
  var runTimeFields: [String] {
    var fields: [String] = []
    if title?.placeholders.isEmpty == false { fields.append("title") }
    if message?.placeholders.isEmpty == false { fields.append("message") }
    if buttons.contains(where: { !$0.label.placeholders.isEmpty }) { fields.append("buttons") }
    if self.fields.contains(where: { $0.placeholder?.placeholders.isEmpty == false }) {
      fields.append("textFields")
    }
    return fields
  }

  /// The spec with id `id`; each field's location is the Swift literal it came from.
  func spec(id: String) -> AlertSpec {
    var spec = AlertSpec(
      id: id, title: title?.text, message: message?.text, lintIgnore: lintIgnore)
    spec.locations[""] = location
    spec.locations["id"] = location
    if let made = origin.made { spec.locations["made"] = made }
    spec.style = style
    func note(_ text: ExtractedText?, _ key: String) {
      guard let text else { return }
      spec.locations[key] = text.location
      if text.placeholders.count == 1, text.text == "{\(text.placeholders[0])}" {
        // The whole field is a run-time value.
        spec.runTime[key] = text.source ?? text.placeholders[0]
      }
      if let positions = text.positions { spec.textPositions[key] = positions }
      if let lookup = text.lookup {
        // A key found in the project's tables (``ProjectTables``); one no table holds shows its
        // fallback and names no key.
        if lookup.folder != nil, text.placeholders.isEmpty {
          spec.keys[key] = StringKey(key: lookup.key, table: lookup.table)
        }
      } else if text.localizable, text.placeholders.isEmpty {
        // A looked-up text is its own key; ``SourceStrings`` keeps the keys the app's strings
        // have and drops the others.
        spec.keys[key] = StringKey(key: text.text)
      }
    }
    note(title, "title")
    note(message, "message")
    for (index, button) in buttons.enumerated() {
      spec.buttons.append(
        AlertButton(
          label: button.label.text, role: button.role, labelLocation: button.label.location))
      note(button.label, "buttons[\(index)].label")
    }
    for (index, field) in fields.enumerated() {
      spec.textFields.append(
        AlertTextField(placeholder: field.placeholder?.text ?? "", secure: field.secure))
      note(field.placeholder, "textFields[\(index)].placeholder")
    }
    if let preferred, buttons.indices.contains(preferred.index) {
      spec.preferred = preferred.index
      spec.locations["preferred"] = preferred.location
    }
    return spec
  }
}
