/// The message is full sentences: a capital first letter, sentence-style capitalisation
/// throughout, clean punctuation, and an ending mark its script uses.
///
/// Seed 000 (How to use): "Use a full sentence with a full stop at the end"; seed 001
/// (Message): "sentence-style capitalisation and appropriate ending punctuation". A message
/// that is only a placeholder (`{localizedDescription}`, a run-time value read from Swift) is
/// not judged. Each fault is named for what it is:
/// - the first letter is lower case (in scripts with case; a name such as `iCloud` is fine);
/// - a stray title-case phrase in the middle ("from This Device", "Post Anyway?"), found as
///   `title-sentence-case` finds it, names left alone (English only);
/// - doubled punctuation ("?.", "..", ",."; an ellipsis "..." and "?!" are fine), any script;
/// - no ending mark: each script's full stop, question and exclamation marks count (`。`, `？`,
///   `؟`, `।`, …), a Japanese or Korean question may end with its particle, and Thai and Lao,
///   which mark no sentence end, need none.
enum MessageFullSentenceRule: Rule {
  static let description = RuleDescription(
    id: "message-full-sentence",
    summary: "The message is full sentences: capital first letter, sentence case throughout, no "
      + "doubled punctuation, ends with a full stop (or ?/!) in its script.",
    rationale: "Full sentences read as a calm explanation; fragments read as jargon.",
    severity: .warning, source: "000 How to use (\"full sentence with a full stop\"); 001 Message",
    group: "Message",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Connection Lost", message: "The server stopped responding, try again later.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "This can't be undone", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "this can't be undone.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Sign Out?", message: "Your notes will be removed from This Device.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Sign Out", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Link May Be Unsafe", message: "The link points to an unknown site. Post Anyway?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Post", role: "default"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "Leave Group?", message: "You won't get new messages from this group?.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Leave", role: "destructive"}]}"#,
        field: "message"),
      RuleExample(
        #"{id: "a", title: "写真を削除しますか？", message: "この写真はすべてのデバイスから削除されます", locale: "ja", buttons: [{label: "キャンセル", role: "cancel"}, {label: "削除", role: "destructive"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", message: "This can't be undone.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Unable to sync", message: "{localizedDescription}", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "사진을 삭제하시겠습니까?", message: "이 사진은 삭제됩니다.", locale: "ko", buttons: [{label: "취소", role: "cancel"}, {label: "삭제", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Pair Your Watch", message: "Open the Watch app on iPhone to finish pairing.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Backup Paused", message: "iCloud Backup resumes when this iPhone is connected to Wi-Fi... or plugged in.", buttons: [{label: "OK", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "ลบรูปภาพนี้หรือไม่", message: "รูปภาพนี้จะถูกลบออกจากอุปกรณ์ทั้งหมด", locale: "th", buttons: [{label: "ยกเลิก", role: "cancel"}, {label: "ลบ", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "保存しますか？", message: "変更を保存しますか", locale: "ja", buttons: [{label: "キャンセル", role: "cancel"}, {label: "保存", role: "default"}]}"#
      ),
    ])

  /// Pairs of sentence marks that are a typo; an ellipsis and `?!` / `!?` are not.
  static func doubledPunctuation(_ text: String) -> [String] {
    let marks: Set<Character> = [".", ",", ";", ":", "?", "!", "。", "、", "？", "！", "؟", "،"]
    let c = Array(Words.maskingTokens(Array(text)))
    var found: [String] = []
    var i = 0
    while i + 1 < c.count {
      guard marks.contains(c[i]), marks.contains(c[i + 1]) else {
        i += 1
        continue
      }
      var end = i + 1
      while end + 1 < c.count, marks.contains(c[end + 1]) { end += 1 }
      let run = String(c[i...end])
      if !run.allSatisfy({ $0 == "." }) || run.count == 2,
        !["?!", "!?", "？！", "！？"].contains(run)
      {
        found.append(run)
      }
      i = end + 1
    }
    return found
  }

  static func check(_ context: RuleContext) -> [Problem] {
    guard let original = context.spec.message else { return [] }
    let message = original.trimmingCharacters(in: .whitespacesAndNewlines)
    // A message that is only a run-time value (`{localizedDescription}`) is not judged.
    guard !message.isEmpty, !Tokens.isOnlyPlaceholder(message) else { return [] }
    // Ranges are in the spec's text, which may start with white space.
    let offset = original.prefix { $0.isWhitespace || $0.isNewline }.count
    var range: Range<Int>?
    var problems: [String] = []
    let words = context.words(skippingVocabulary: message)
    if let first = words.first, first.startsSentence, !first.isNameLike,
      first.text.first?.isLowercase == true
    {
      problems.append("start it with a capital letter")
      range = first.range
    }
    if context.isEnglish {
      let stray = Casing.strayCapitals(message, words, context: context)
      if !stray.isEmpty {
        let (_, rewrite, _) = Casing.check(message, .sentence, context: context)
        let shown = stray.sorted().map { words[$0].text }
        range = range ?? stray.min().map { words[$0].range }
        problems.append(
          "write it in sentence case, without the title-case "
            + "\(shown.map(quoted).joined(separator: ", ")) (\(quoted(rewrite)))")
      }
    }
    if context.isEnglish, let splice = commaSplice(message, context) {
      problems.append(
        "end the sentence before \(quoted(splice)) with a full stop: a comma cannot join two "
          + "sentences")
    }
    let doubled = doubledPunctuation(message)
    if !doubled.isEmpty {
      problems.append(
        "remove the doubled punctuation \(doubled.map(quoted).joined(separator: ", "))")
    }
    if !Punctuation.unpunctuatedLanguages.contains(context.language),
      !Punctuation.endsSentence(message, language: context.language),
      !endsWithLabelledValue(message)
    {
      problems.append("end it with a full stop")
    }
    guard !problems.isEmpty else { return [] }
    return [
      Problem(
        "message",
        "message \(quoted(message)) is not a full sentence; \(problems.joined(separator: " and "))",
        range: range.map { ($0.lowerBound + offset)..<($0.upperBound + offset) })
    ]
  }

  /// Whether the message ends with a value filled in at run time after a sentence that leads
  /// into it with a colon ("The link has been copied to your clipboard: %@"), which takes no
  /// full stop. A short label ("Author's website: %@") or a label on a line of its own after a
  /// sentence without its full stop ("…could not be loaded\nCode: %@") is not such a sentence.
  static func endsWithLabelledValue(_ message: String) -> Bool {
    let chunks = message.split(whereSeparator: \.isWhitespace)
    guard chunks.count >= 2, let last = chunks.last, Words.hasPlaceholder(Array(last)) else {
      return false
    }
    guard let value = message.range(of: String(last), options: .backwards) else { return false }
    let lead = message[..<value.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    guard lead.hasSuffix(":") else { return false }
    let sentence = lead.split(whereSeparator: { ".!?".contains($0) }).last ?? ""
    return !sentence.contains("\n") && !sentence.contains("  ")
      && Words.count(String(sentence)) >= 4
  }

  /// Words that open a clause leading into a main one ("If it fails, try again").
  static let subordinators: Set<String> = [
    "if", "when", "whenever", "to", "before", "after", "once", "because", "although", "though",
    "while", "as", "since", "unless", "until", "for", "in", "on", "by", "with", "without",
    "during", "from", "so", "but", "and", "or", "however", "otherwise",
  ]

  /// Finite auxiliaries WordNet does not list as inflections.
  static let finiteAuxiliaries: Set<String> = [
    "is", "are", "was", "were", "can", "can't", "will", "won't", "may", "must", "couldn't",
  ]

  /// The clause after a comma splice, in English: two clauses, each a sentence, joined by a
  /// comma ("The server stopped responding, try again later."). The first has a finite verb
  /// and opens with no subordinator; the second is an imperative (a verb, or "please" and a
  /// verb, first or later in it) or a subject pronoun and a verb. A serial list ("…, change
  /// your skills, and reset your points") joins predicates, not sentences.
  static func commaSplice(_ message: String, _ context: RuleContext) -> String? {
    guard let verbs = context.verbs else { return nil }
    for sentence in message.split(whereSeparator: { ".!?".contains($0) }) {
      let clauses = sentence.split(separator: ",", maxSplits: 1)
      guard clauses.count == 2 else { continue }
      // "This will switch X, change Y, and reset Z": a list of predicates, not two sentences.
      let parts = sentence.split(separator: ",").dropFirst()
      if parts.contains(where: {
        ["and", "or"].contains(context.lowercasedWords(String($0)).first ?? "")
      }) {
        continue
      }
      let first = context.lowercasedWords(String(clauses[0]))
      let second = context.lowercasedWords(String(clauses[1]))
      guard let opener = first.first, !subordinators.contains(opener), first.count >= 2,
        first.contains(where: { verbs.isInflected($0) || finiteAuxiliaries.contains($0) }),
        second.count >= 2
      else { continue }
      let head = second[0] == "please" ? Array(second.dropFirst()) : second
      guard let verb = head.first else { continue }
      let imperative = verbs.startsWithVerb(head) && !verbs.isInflected(verb) && verb != "please"
      let subject =
        ["it", "we", "you", "they", "this"].contains(verb) && head.count >= 2
        && (verbs.isVerb(head[1]) || finiteAuxiliaries.contains(head[1]))
      // "…, to continue please re-enter…": a request later in the clause.
      let request = second.indices.dropLast().contains {
        second[$0] == "please" && verbs.startsWithVerb(Array(second[($0 + 1)...]))
      }
      if imperative || subject || request {
        return String(clauses[1]).trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}
