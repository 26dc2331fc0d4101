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
    // Split on the bytes of ASCII whitespace, without grapheme breaking (which took a tenth of
    // a re-run that rebuilds the index of 1,000 alerts), when that gives what splitting on
    // whitespace characters gives: no other whitespace, and nothing else next to a space that
    // could join it into one character (a combining mark after it, a prepended mark before).
    if bytesSplitLikeCharacters(text) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      var space = false
      for byte in text.utf8 {
        if isASCIIWhitespace(byte) {
          space = !bytes.isEmpty
        } else {
          if space { bytes.append(0x20) }
          space = false
          bytes.append(byte)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    return text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
  }

  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && isASCIIWhitespace(UInt8(scalar.value))
  }

  /// Whether splitting `text` at ASCII whitespace bytes gives what splitting its characters
  /// at whitespace gives: no whitespace but ASCII's, and no scalar beside an ASCII space that
  /// could join the space into one character. After a space that is a mark, a joiner or a
  /// modifier (Unicode's Extend, SpacingMark, ZWJ); before one, a Prepend scalar, all of which
  /// are format characters or other letters. So curly quotes and accented letters beside
  /// spaces keep the fast path; other letters (Malayalam, Devanagari, Han) beside spaces do not.
  private static func bytesSplitLikeCharacters(_ text: String) -> Bool {
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if let previous, !(previous.isASCII && scalar.isASCII) {
        if isASCIIWhitespace(previous), mayExtend(scalar) { return false }
        if isASCIIWhitespace(scalar), mayPrepend(previous) { return false }
      }
      if !scalar.isASCII, scalar.properties.isWhitespace { return false }
      previous = scalar
    }
    return true
  }

  /// Whether `scalar` may join the character before it (Grapheme_Cluster_Break Extend,
  /// SpacingMark or ZWJ are all marks, format characters or modifier symbols).
  private static func mayExtend(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    if scalar.properties.isGraphemeExtend { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol, .otherLetter:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` may join the character after it (Grapheme_Cluster_Break Prepend: format
  /// characters and other letters).
  private static func mayPrepend(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    switch scalar.properties.generalCategory {
    case .format, .otherLetter, .nonspacingMark, .spacingMark:
      return true
    default:
      return false
    }
  }

  /// `text` unless it is nil or only whitespace.
  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !singleLine(text).isEmpty else { return nil }
    return text
  }
}
