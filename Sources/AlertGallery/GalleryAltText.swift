import AlertSpec

/// Writes the `alt` text of a preview: what the image shows, as a careful screenshot description.
public enum GalleryAltText {
  /// Describes the alert in `image` from top to bottom: device, title, message, fields, buttons.
  ///
  /// For example: `iOS alert on iPhone SE (3rd generation), portrait, light. Title: “Delete?”.
  /// Buttons, left to right: “Cancel” (cancel, bold), “Delete” (destructive, red).`
  public static func describe(spec: AlertSpec, image: GalleryImage) -> String {
    var sentences = [devicePhrase(image)]
    if let title = nonEmpty(spec.title) {
      sentences.append("Title: \(quoted(title)).")
    } else {
      sentences.append("No title.")
    }
    if let message = nonEmpty(spec.message) {
      sentences.append("Message: \(quoted(message)).")
    }
    if !spec.textFields.isEmpty {
      let label = spec.textFields.count == 1 ? "Text field" : "Text fields"
      sentences.append("\(label): \(spec.textFields.map(fieldPhrase).joined(separator: ", ")).")
    }
    sentences.append(buttonsSentence(image))
    return sentences.joined(separator: " ")
  }

  /// `iOS alert on <device>, <orientation>, <appearance>.`
  static func devicePhrase(_ image: GalleryImage) -> String {
    let details = [image.deviceName, image.orientation, image.appearance]
      .map(singleLine)
      .filter { !$0.isEmpty }
    guard !details.isEmpty else { return "iOS alert." }
    return "iOS alert on " + details.joined(separator: ", ") + "."
  }

  /// `Buttons, left to right: …`, `Buttons, top to bottom: …`, `Button: …` or `No buttons.`
  static func buttonsSentence(_ image: GalleryImage) -> String {
    let buttons = image.buttonsInVisualOrder
    let emphasised = image.emphasisedLabel.flatMap { label in
      buttons.firstIndex { $0.label == label }
    }
    let phrases = buttons.indices.map { buttonPhrase(buttons[$0], bold: $0 == emphasised) }
    switch phrases.count {
    case 0:
      return "No buttons."
    case 1:
      return "Button: \(phrases[0])."
    default:
      let direction = image.stacked ? "top to bottom" : "left to right"
      return "Buttons, \(direction): \(phrases.joined(separator: ", "))."
    }
  }

  /// `“Delete” (destructive, red)`, `“Cancel” (cancel, bold)` or `“OK”`.
  static func buttonPhrase(_ button: AlertButton, bold: Bool) -> String {
    var notes: [String] = []
    switch button.role {
    case .default: break
    case .cancel: notes.append("cancel")
    case .destructive: notes.append(contentsOf: ["destructive", "red"])
    }
    if bold { notes.append("bold") }
    let label = quoted(button.label)
    return notes.isEmpty ? label : "\(label) (\(notes.joined(separator: ", ")))"
  }

  /// A text field as it looks: its placeholder, or what was typed, and whether it is secure.
  static func fieldPhrase(_ field: AlertTextField) -> String {
    let placeholder = quoted(field.placeholder)
    guard let typed = nonEmpty(field.text) else {
      return field.secure ? "\(placeholder) (secure)" : placeholder
    }
    if field.secure { return "\(placeholder) (secure, filled in)" }
    return "\(quoted(typed)) (typed; placeholder \(placeholder))"
  }

  /// `text` on one line between curly double quotes.
  static func quoted(_ text: String) -> String {
    "“" + singleLine(text) + "”"
  }

  /// `text` with each run of whitespace, line breaks included, reduced to one space.
  static func singleLine(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
  }

  /// `text` unless it is nil or only whitespace.
  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !singleLine(text).isEmpty else { return nil }
    return text
  }
}
