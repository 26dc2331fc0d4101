/// A CLDR plural category, as String Catalogs and `.stringsdict` files name them.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  case zero, one, two, few, many, other

  public static func < (a: Self, b: Self) -> Bool {
    (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
  }

  /// The category of the whole number `n` in the language of `locale`, by the CLDR rules of
  /// the languages below; any other language is treated as English-like (`one` for 1).
  ///
  /// - No plural (`other` only): Japanese, Chinese, Korean, Vietnamese, Thai, Indonesian, Malay.
  /// - `one` for 0 and 1: French, Portuguese (Brazil), Hindi; French, Spanish, Italian and
  ///   Portuguese use `many` for exact millions.
  /// - `one`/`few`/`many`: Russian, Ukrainian, Belarusian, Polish, Czech, Slovak.
  /// - `zero`/`one`/`two`/`few`/`many`: Arabic; `one`/`two`: Hebrew.
  public static func of(_ n: Int, locale: String) -> PluralCategory {
    let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    let language = parts.first.map(String.init) ?? "en"
    let n = abs(n)
    let mod10 = n % 10
    let mod100 = n % 100
    switch language {
    case "ja", "zh", "ko", "vi", "th", "id", "ms", "yue", "my", "lo", "km":
      return .other
    case "fr":
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case "hi", "bn", "fa", "am":
      return n <= 1 ? .one : .other
    case "pt" where parts.count < 2 || parts[1] != "pt":
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case "es", "it", "ca", "pt":
      if n == 1 { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    case "ru", "uk", "be":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      if n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      if n == 1 { return .one }
      return (2...4).contains(n) ? .few : .other
    case "ar":
      if n == 0 { return .zero }
      if n == 1 { return .one }
      if n == 2 { return .two }
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    case "he", "iw":
      if n == 1 { return .one }
      return n == 2 ? .two : .other
    default:
      return n == 1 ? .one : .other
    }
  }

  /// The form for `n` among `forms`: its own category, else `other`, else any form.
  public static func form(for n: Int, locale: String, in forms: [PluralCategory: String])
    -> String?
  {
    // An explicit `zero` form is used for 0 in every language, as Foundation does.
    if n == 0, let zero = forms[.zero] { return zero }
    return forms[of(n, locale: locale)] ?? forms[.other]
      ?? forms.sorted { $0.key < $1.key }
      .first?.value
  }
}
