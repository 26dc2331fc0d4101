import AlertSpec

/// One table of an app's strings (`Localizable`), read from a String Catalog or from
/// `<locale>.lproj/<Table>.strings` and `.stringsdict` files: every key's value in every locale.
public struct StringTable: Sendable {
  /// The table's name: the file name without its extension.
  public var name: String
  /// Where it was read from (the catalog, or the folder holding the `.lproj` folders).
  public var file: String
  /// The language the keys were written in (`sourceLanguage`, or `en`/`Base` for `.lproj`).
  public var developmentLanguage: String
  /// Key → locale → localization.
  public var entries: [String: [String: LocalizedString]]
  /// Where each key is declared, for messages, when the reader knows it.
  public var keyLocations: [String: SourceLocation]
  /// Keys a catalog marks `"shouldTranslate": false`: their source text is every locale's.
  public var untranslatable: Set<String> = []

  /// A table named `name` read from `file`.
  public init(
    name: String, file: String, developmentLanguage: String,
    entries: [String: [String: LocalizedString]] = [:],
    keyLocations: [String: SourceLocation] = [:]
  ) {
    self.name = name
    self.file = file
    self.developmentLanguage = developmentLanguage
    self.entries = entries
    self.keyLocations = keyLocations
  }

  /// Every locale that has at least one localization, the development language first, the
  /// rest sorted.
  public var locales: [String] {
    let all = Set(entries.values.flatMap(\.keys)).union([developmentLanguage])
    return [developmentLanguage] + all.subtracting([developmentLanguage]).sorted()
  }

  /// The keys, sorted.
  public var keys: [String] { entries.keys.sorted() }

  /// The localization of `key` in `locale`, if there is one.
  public func value(_ key: String, locale: String) -> LocalizedString? {
    entries[key]?[locale]
  }
}

/// How far a localization is: a String Catalog's `state`.
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// Translated and reviewed.
  case translated
  /// Changed in the source language since it was translated, or flagged for review.
  case needsReview = "needs_review"
  /// Added but never translated.
  case new
  /// The key is no longer in the app's code.
  case stale
}

/// One key's text in one locale: a format string, with plural variations when it has them.
public struct LocalizedString: Sendable, Hashable {
  /// The translation's state; `.strings` and `.stringsdict` values count as `translated`.
  public var state: TranslationState
  /// The format string (`Delete “%@”?`, `%#@photos@`); for a top-level plural, the `other`
  /// form.
  public var format: String
  /// Plural forms of the whole string by category (`one`, `other`), when the string itself
  /// varies by plural (a catalog's `variations.plural`).
  public var plural: [PluralCategory: String]
  /// Named variables used as `%#@name@` in ``format``, each with its plural forms.
  public var substitutions: [String: PluralSubstitution]
  /// Where a String Catalog writes ``format`` (its `stringUnit`'s `value` literal), for fixes
  /// to go in; `nil` for `.strings` files, read without positions.
  public var location: SourceLocation?

  /// A localization with `format`, and plural forms when it has them.
  public init(
    state: TranslationState = .translated, format: String,
    plural: [PluralCategory: String] = [:], substitutions: [String: PluralSubstitution] = [:]
  ) {
    self.state = state
    self.format = format
    self.plural = plural
    self.substitutions = substitutions
  }
}

/// A `%#@name@` variable: which argument chooses the form, and the forms by plural category.
public struct PluralSubstitution: Sendable, Hashable {
  /// The 1-based argument that picks the form (a catalog's `argNum`); `nil` for the next one in
  /// order, as a `.stringsdict` variable takes it.
  public var argument: Int?
  /// The argument's format specifier without `%` (`lld`, `d`, `@`).
  public var specifier: String
  /// The forms by category; each may hold `%arg` (catalogs) or a format specifier.
  public var forms: [PluralCategory: String]

  /// A variable reading `argument` as `specifier`, with `forms`.
  public init(argument: Int?, specifier: String, forms: [PluralCategory: String]) {
    self.argument = argument
    self.specifier = specifier
    self.forms = forms
  }
}
