/// The message does not explain the buttons; where it must, it says "tap" and names the exact
/// button title without quotes.
///
/// Seed 001 (Don't explain the alert buttons): "If the alert text and button titles are clear,
/// there is no need to explain the buttons … use the word tap, write button titles with their
/// capitalisation, and do not put them in quotes." Verbs other than "tap" come from the lexicon
/// (`explain.txt`). A message that points at a button without naming it ("Tap the button below
/// to…", "press the buttons above") explains the buttons too, and cannot satisfy "write button
/// titles with their capitalisation". A button's label in quotation marks in the message
/// (“Delete”, „Wyjdź”, «Supprimer», 「削除」) is reported in every language; the verbs and
/// the pointing are read in English only.
enum ExplainButtonsRule: Rule {
  static let description = RuleDescription(
    id: "explain-buttons",
    summary: "The message does not explain the buttons; where it must, it says \"tap\" and names "
      + "the exact button title without quotes.",
    rationale:
      "Clear buttons need no explanation; one that is needed should match what people see.",
    severity: .warning, source: "001 (\"Don't explain the alert buttons\")", group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Czy na pewno chcesz wyjść?", message: "Jeżeli wybierzesz „Wyjdź”, zmiany zostaną utracone.", locale: "pl", buttons: [{label: "Anuluj", role: "cancel"}, {label: "Wyjdź", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "Click “Delete” to remove it.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Verify Your Email", message: "Tap the button below to send a new link.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Send Link", role: "default"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Storage Almost Full", message: "Use the buttons to choose what to remove.", buttons: [{label: "Later", role: "cancel"}, {label: "Manage", role: "default"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "It will be removed from all devices.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Sign In Failed", message: "To try another account, tap Sign Out.", buttons: [{label: "OK", role: "default"}, {label: "Sign Out", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let message = context.spec.message else { return [] }
    guard context.isEnglish else { return quotedLabels(message, context) }
    var advice: [String] = []
    var range: Range<Int>?
    let words = context.lowercasedWords(message)
    if let verb = context.lexicon.explain.first(where: words.contains),
      context.spec.buttons.contains(where: {
        context.contains(context.lowercasedWords($0.label), in: message)
      })
    {
      advice.append("say \(quoted("tap")) instead of \(quoted(verb))")
      range = context.range(of: [verb], in: message)
    }
    // Only the quotes the message has are searched for: Foundation's search is costly, and
    // most messages quote nothing.
    let quotes = ["“", "\"", "‘", "'"].filter { message.contains(Character($0)) }
    for button in context.spec.buttons {
      let label = button.label
      let quotedForms = quotes.map { opening in
        opening + label + ["“": "”", "‘": "’"][opening, default: opening]
      }
      if let form = quotedForms.first(where: message.localizedCaseInsensitiveContains) {
        advice.append("write \(label) without quotes")
        range = range ?? message.characterRange(ofCaseInsensitive: form)
      } else if context.contains(context.lowercasedWords(label), in: message),
        !message.contains(label), words.contains("tap")
      {
        advice.append("write \(quoted(label)) with the button's capitalisation")
      }
    }
    // Pointing at a button without naming it: "the button below", "the buttons".
    if words.contains(where: { $0 == "button" || $0 == "buttons" }) {
      let names = context.spec.buttons.map(\.label).joined(separator: ", ")
      advice.append("name the button as it reads (\(names)) instead of pointing at it")
      range = range ?? context.firstRange(of: [["button"], ["buttons"]], in: message)
    }
    guard !advice.isEmpty else { return [] }
    return [
      Problem(
        "message",
        "message \(quoted(message)) explains the buttons; clear labels need no explanation, and "
          + "where one is needed, \(advice.joined(separator: "; "))", range: range)
    ]
  }

  /// The quotation marks a language may put around a button's label: opening and closing.
  static let quotes: [(String, String)] = [
    ("“", "”"), ("\"", "\""), ("‘", "’"), ("'", "'"), ("„", "“"), ("„", "”"), ("«", "»"),
    ("« ", " »"), ("»", "«"), ("「", "」"), ("『", "』"), ("‚", "‘"),
  ]

  /// Outside English: the labels the message quotes.
  static func quotedLabels(_ message: String, _ context: RuleContext) -> [Problem] {
    let quotedLabels = context.spec.buttons.map(\.label).filter { label in
      !label.isEmpty
        && quotes.contains { message.localizedCaseInsensitiveContains($0.0 + label + $0.1) }
    }
    guard let first = quotedLabels.first else { return [] }
    return [
      Problem(
        "message",
        "the message explains the buttons by quoting \(quoted(first)); where the labels are "
          + "clear, leave the explanation out, or name the button without quotes",
        range: message.characterRange(ofCaseInsensitive: first))
    ]
  }
}
