/// No word is written twice in a row ("the the", "and and").
///
/// Content quality, like `spelling`: a doubled word is a typo every dictionary accepts, so
/// spelling cannot catch it. Words count as doubled when only white space separates them and
/// they match ignoring case; non-prose tokens (URLs, placeholders) are not words. Applies to
/// every language that separates words with spaces.
enum DoubledWordsRule: Rule {
  static let description = RuleDescription(
    id: "doubled-words",
    summary: "No word is written twice in a row (\"the the\", \"and and\").",
    rationale: "A doubled word is a typo the dictionary cannot see, and it makes copy look "
      + "careless at the moment people need to trust it.",
    severity: .warning, source: "content quality", group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "It will be removed from the the shared album.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Save and and Close?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Save", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Fichier introuvable", message: "Le le fichier a été déplacé.", locale: "fr", buttons: [{label: "OK", role: "default"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "It will be removed from the shared album.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Code Sent", message: "Enter the code. Code expires in 10 minutes.", buttons: [{label: "OK", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.texts.compactMap { field, text in
      let characters = Array(Words.maskingTokens(Array(text)))
      let words = context.words(in: text)
      var doubled: [String] = []
      var range: Range<Int>?
      for (a, b) in zip(words, words.dropFirst()) {
        let gap = characters[(a.start + a.text.count)..<b.start]
        guard !gap.isEmpty, gap.allSatisfy(\.isWhitespace),
          a.text.lowercased() == b.text.lowercased(), !a.text.contains(where: \.isNumber)
        else { continue }
        doubled.append("\(a.text) \(b.text)")
        if range == nil { range = b.range }
      }
      guard !doubled.isEmpty else { return nil }
      return Problem(
        field,
        "\(quoted(text)) repeats a word (\(doubled.map(quoted).joined(separator: ", "))); "
          + "remove the second one", range: range)
    }
  }
}
