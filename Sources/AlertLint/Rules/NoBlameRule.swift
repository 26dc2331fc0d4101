/// No accusatory or judgemental words.
///
/// Seed 001 (Title and message): "No blaming, judgmental or insulting language … a direct
/// statement in a friendly tone is better". The words and phrases come from the lexicon
/// (`blame.txt`: invalid, illegal, wrong, you failed, you forgot, …); other languages have
/// theirs in `blame-localised.txt` (de, fr, es, ja, ko, ar), matched on word boundaries, or
/// anywhere in the text in Japanese, Chinese, Korean and Thai, whose words are not spaced (or,
/// in Korean, carry their particles). A language with no list is not checked.
enum NoBlameRule: Rule {
  static let description = RuleDescription(
    id: "no-blame",
    summary:
      "No accusatory or judgmental words (\"invalid\", \"illegal\", \"wrong\", \"you failed\", "
      + "\"you forgot\", …).",
    rationale: "People reading an alert already have a problem; blaming them adds insult to it.",
    severity: .warning, source: "001 (\"no blaming, judgmental or insulting language\")",
    group: "Wording",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Item Already Saved", message: "You are trying to add an item that already exists.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Invalid Password", message: "Enter the password for this account.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Ungültige E-Mail-Adresse", message: "Gib eine andere Adresse ein.", locale: "de", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Code invalide", message: "Saisissez le code reçu par SMS.", locale: "fr", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Contraseña incorrecta", message: "Vuelve a intentarlo.", locale: "es", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "無効なパスワードです", message: "もう一度入力してください。", locale: "ja", buttons: [{label: "OK", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "잘못된 비밀번호입니다", message: "다시 입력하세요.", locale: "ko", buttons: [{label: "확인", role: "default"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "كلمة مرور غير صالحة", message: "أدخل كلمة المرور مرة أخرى.", locale: "ar", buttons: [{label: "حسنًا", role: "default"}]}"#,
        field: "title"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Something Went Wrong", message: "The server you're trying to reach is not responding.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Das Passwort stimmt nicht", message: "Prüfe das Passwort und versuche es erneut.", locale: "de", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Incorrect Password", message: "Check the password and try again.", buttons: [{label: "OK", role: "default"}]}"#
      ),
    ],
    subsumes: [.onField("no-pronouns")])

  static func check(_ context: RuleContext) -> [Problem] {
    let entries: [(String, [String])]
    if context.isEnglish {
      entries = Array(zip(context.lexicon.blame, context.lexicon.blameWords))
    } else if let list = context.lexicon.localisedBlame[context.language] {
      entries = list.map { entry in
        (entry, Words.words(in: entry).map { Words.straightened($0.text.lowercased()) })
      }
    } else {
      return []
    }
    let unspaced = Words.matchedInsideWords.contains(context.language)
    return context.texts.compactMap { field, text in
      var found = entries.filter { entry, words in
        unspaced
          ? text.lowercased().contains(entry.lowercased()) : context.contains(words, in: text)
      }
      if context.isEnglish {
        found = found.filter { !isInnocent($0.1, in: text, context) }
        found += blamingOpening(text, context).map { [($0.joined(separator: " "), $0)] } ?? []
      }
      guard let first = found.first else { return nil }
      let range =
        unspaced
        ? text.characterRange(ofCaseInsensitive: first.0) : context.range(of: first.1, in: text)
      return Problem(
        field,
        "\(quoted(text)) uses blaming words (\(found.map { quoted($0.0) }.joined(separator: ", "))); "
          + "say what happened and what to do, in a friendly, direct tone", range: range)
    }
  }

  /// Words before a blame word that make it say what happened, not who is at fault ("Something
  /// went wrong").
  static let innocentBefore: Set<String> = ["went", "gone", "go", "goes", "going"]

  /// Whether every use of a one-word entry follows a word of ``innocentBefore``.
  static func isInnocent(_ entry: [String], in text: String, _ context: RuleContext) -> Bool {
    guard entry.count == 1 else { return false }
    let words = context.lowercasedWords(text)
    let uses = words.indices.filter { words[$0] == entry[0] }
    return !uses.isEmpty && uses.allSatisfy { $0 > 0 && innocentBefore.contains(words[$0 - 1]) }
  }

  /// Sentences that open by telling people what they did ("You are trying to add an item that
  /// already exists."); the same words inside a sentence only describe ("The server you're
  /// trying to reach…").
  static let blamingOpenings: [[String]] = [
    ["you", "are", "trying", "to"], ["you're", "trying", "to"], ["you", "tried", "to"],
  ]

  /// The blaming opening a sentence of `text` starts with.
  static func blamingOpening(_ text: String, _ context: RuleContext) -> [String]? {
    let words = context.words(in: text)
    let lower = words.map { Words.straightened($0.text.lowercased()) }
    for start in words.indices where words[start].startsSentence {
      for opening in blamingOpenings
      where lower[start...].starts(with: opening) {
        return opening
      }
    }
    return nil
  }
}
