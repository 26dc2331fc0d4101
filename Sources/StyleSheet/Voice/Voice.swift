/// How alerts read: the settings of the content rules, from the sheet's `<voice>` section.
///
/// Every value has a default (Apple's voice), so a sheet that only describes a look still loads;
/// a derived sheet overrides attributes, adds words and accepted labels, and changes rules.
public struct Voice: Hashable, Sendable, Codable {
  /// Capitalisation of titles that are not complete sentences (sentences always use sentence case).
  public var titleCase: Capitalisation
  /// Capitalisation of button labels.
  public var buttonCase: Capitalisation
  /// Whether copy may address the user as "you".
  public var pronouns: PronounPolicy
  /// Whether a short question made of a verb phrase ("Delete Account?", "Turn Off Sync?") is a
  /// fragment (title case allowed) or a complete sentence (sentence case). Default: fragment.
  public var verbQuestions: VerbQuestionReading = .fragment
  /// Which uses of pronouns `no-pronouns` reports: only condescending or blaming ones ("Are you
  /// sure…", "if you haven't…"), those and every "you" addressing the reader, or every one.
  /// Default: condescending.
  public var pronounCheck: PronounCheck = .condescending
  /// The spelling locale for alerts that name none (`en-US`, `en-GB`).
  public var spellingLocale: String
  /// Labels accepted although they do not start with a verb (`OK`, `Done`, `Not Now`).
  public var acceptedLabels: [String]
  /// Words and names accepted by spelling and capitalisation rules (`iCloud`, `NHS App`).
  public var vocabulary: [String]
  /// Rule id → level, overriding the rule's default severity or switching it off.
  public var rules: [String: RuleLevel]
  /// Where each rule of ``rules`` was set, so that an unknown rule id can be reported there.
  public var ruleLines: [String: SheetLine] = [:]
  /// The project's word list (a project file's `words`), read in place of the nearest
  /// `.alert-preview/words.txt` above each spec; `nil` to look for that.
  public var wordsFile: String?

  public init(
    titleCase: Capitalisation = .title, buttonCase: Capitalisation = .title,
    pronouns: PronounPolicy = .avoid, spellingLocale: String = "en-US",
    acceptedLabels: [String] = [], vocabulary: [String] = [], rules: [String: RuleLevel] = [:]
  ) {
    self.titleCase = titleCase
    self.buttonCase = buttonCase
    self.pronouns = pronouns
    self.spellingLocale = spellingLocale
    self.acceptedLabels = acceptedLabels
    self.vocabulary = vocabulary
    self.rules = rules
  }
}

/// A capitalisation convention.
public enum Capitalisation: String, Hashable, Sendable, Codable, CaseIterable {
  /// Only the first word (and names) capitalised: "Stay logged in".
  case sentence
  /// Every major word capitalised: "Stay Logged In".
  case title
}

/// How copy may refer to the people reading it.
public enum PronounPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Avoid you, your, me and my (Apple HIG).
  case avoid
  /// Address the user as "you" (NHS voice and tone).
  case you
}

/// How `title-sentence-case` reads a short question made of a verb phrase with no subject
/// ("Delete Account?", "Turn Off Sync?", "Save Draft?").
public enum VerbQuestionReading: String, Hashable, Sendable, Codable, CaseIterable {
  /// A sentence fragment (no subject): title case is allowed, as Apple's own alerts write it.
  case fragment
  /// A complete sentence (the subject "you" is understood): sentence case.
  case sentence
}

/// Which uses of pronouns `no-pronouns` reports.
public enum PronounCheck: String, Hashable, Sendable, Codable, CaseIterable {
  /// Only condescending or blaming uses ("Are you sure…", "if you haven't…", "you must…",
  /// lexicon `condescending.txt`); neutral ones ("your synced data", "Thank you", "Would you
  /// like to…") are fine.
  case condescending
  /// The condescending uses, and every "you" that addresses the reader ("Would you like to…",
  /// "you've entered", "Thank you"), but not the possessive "your" that only names their
  /// things ("your synced data").
  case addressing
  /// Every pronoun of the lexicon's `pronouns.txt`.
  case every
}

/// What a sheet sets a rule to: a severity, or `off`.
public enum RuleLevel: String, Hashable, Sendable, Codable, CaseIterable {
  case off, suggestion, warning, error
}

/// A line of a style-sheet file.
public struct SheetLine: Hashable, Sendable, Codable {
  /// The sheet file.
  public var file: String
  /// 1-based line.
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
