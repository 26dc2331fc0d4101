import AlertLayout

/// Every character of the copy is drawn with a glyph of its own.
///
/// Platform fidelity: a character that no font of the style sheet has (after falling back
/// through every family the sheet names) is drawn as a box, and a private-use character
/// (U+E000–U+F8FF, planes 15 and 16) has no standard glyph at all: the font that draws it
/// decides what it looks like (Inter's U+E000 is an ornament, SF Pro's U+F8FF the Apple logo),
/// and an alert always draws in the system font. Measured by the renderer's own layout, so a
/// finding is exactly a box (or a stranger's glyph) in the preview.
enum MissingGlyphRule: Rule {
  static let description = RuleDescription(
    id: "missing-glyph",
    summary: "Every character is drawn with a glyph of its own: none is missing from the sheet's "
      + "fonts, and none is a private-use code point.",
    rationale: "A box, or a private-use character drawn as whatever the font keeps there, shows "
      + "the reader nothing of what the copy meant; the preview would hide it silently.",
    severity: .error, source: "platform metrics (system font)", group: "Layout",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete \uE000 Album?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Share This Photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Send 𓀀", role: "default"}]}"#,
        field: "buttons[1].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "写真を削除しますか？", message: "🎉 Всё готово. Done.", buttons: [{label: "OK", role: "default"}]}"#
      )
    ])

  static let isMeasured = true

  static func check(_ context: RuleContext) -> [Problem] {
    // The same text is laid out alike in every configuration of one language, so each text
    // reports each missing code point once, where it first occurs, with the first
    // configuration that shows it.
    var problems: [Problem] = []
    var seen = Set<String>()
    for (configuration, geometry) in context.geometries {
      for (field, name, block) in texts(of: geometry) {
        for missing in block.missingCharacters
        where seen.insert(field + " " + missing.codePoint).inserted {
          problems.append(
            Problem(
              field, message(missing, in: name, text: block.text),
              configuration: configuration.displayName,
              range: missing.offset..<(missing.offset + 1)))
        }
      }
    }
    return problems
  }

  /// Each text block of `geometry` with the spec field it comes from and how a message names it.
  private static func texts(of geometry: AlertGeometry) -> [(
    field: String, name: String, block: TextBlock
  )] {
    var texts: [(String, String, TextBlock)] = []
    if let title = geometry.title { texts.append(("title", "title", title)) }
    if let message = geometry.message { texts.append(("message", "message", message)) }
    for (index, field) in geometry.textFields.enumerated() {
      let member = field.showsPlaceholder ? "placeholder" : "text"
      texts.append(("textFields[\(index)].\(member)", "text field \(index + 1)", field.text))
    }
    for button in geometry.buttons {
      texts.append((labelField(button.specIndex), "button \(button.specIndex + 1)", button.text))
    }
    return texts
  }

  static func message(_ missing: MissingCharacter, in name: String, text: String) -> String {
    switch missing.reason {
    case .noFont:
      return
        "\(name) \(quoted(text)) has no glyph for “\(missing.character)” (\(missing.codePoint)): "
        + "no font of the style sheet draws it, so the preview shows a box; replace it, or add a "
        + "font family that has it to the sheet's fonts"
    case .privateUse:
      return "\(name) \(quoted(text)) holds the private-use character \(missing.codePoint), which "
        + "has no standard glyph: only an app's own font gives it a meaning, and an alert draws "
        + "in the system font; replace it with a standard character or words"
    }
  }
}
