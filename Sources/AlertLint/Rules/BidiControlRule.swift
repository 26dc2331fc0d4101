import AlertSupport

/// Alert copy holds no bidi embedding, override or isolate control.
///
/// U+202A–U+202E (LRE, RLE, PDF, LRO, RLO) and U+2066–U+2069 (LRI, RLI, FSI, PDI) reorder the
/// text around them when it is drawn, so what users see differs from what a reviewer reads in
/// the spec or in a diff (the "Trojan Source" trick, CVE-2021-42574). Copy in a right-to-left
/// language needs none of them: iOS lays it out by itself, and the bidi marks (U+200E, U+200F,
/// U+061C), which only settle neutral characters, are allowed. No seed covers this; the rule
/// is the tool's own. The `ar-XB` pseudo-locale inserts U+202E/U+202C on purpose, and
/// pseudo-locales' text is not checked by the content rules.
enum BidiControlRule: Rule {
  static let description = RuleDescription(
    id: "bidi-control", summary: "No bidi override, embedding or isolate control in the copy.",
    rationale: "An override makes what users see differ from what reviewers read.",
    severity: .error, source: "alert-preview (no seed covers this; CVE-2021-42574)",
    group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete \u202Eotohp\u202C?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "title")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    let spec = context.spec
    var texts: [(field: String, name: String, text: String?)] = [
      ("title", "the title", spec.title), ("message", "the message", spec.message),
    ]
    for (index, button) in spec.buttons.enumerated() {
      texts.append((labelField(index), "button \(index + 1)", button.label))
    }
    for (index, field) in spec.textFields.enumerated() {
      texts.append(
        ("textFields[\(index)].placeholder", "text field \(index + 1)", field.placeholder))
    }
    return texts.compactMap { field, name, text in
      guard let text,
        let offset = Array(text).firstIndex(where: {
          $0.unicodeScalars.contains(where: TerminalText.isBidiControl)
        })
      else { return nil }
      let scalar = Array(text)[offset].unicodeScalars.first(where: TerminalText.isBidiControl)
      let code = scalar.map { TerminalText.escape($0) } ?? ""
      return Problem(
        field,
        "\(name) holds the bidi control \(code), which reorders what users see so that it "
          + "differs from what reviewers read; remove it (iOS lays out right-to-left text "
          + "without it)",
        range: offset..<offset + 1)
    }
  }
}
