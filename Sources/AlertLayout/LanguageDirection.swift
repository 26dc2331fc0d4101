/// Whether a locale's interface runs right to left, which mirrors a row of buttons:
/// iOS puts Cancel on the leading side, which is the right in Arabic or Hebrew.
enum LanguageDirection {
  private static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
  ]
  private static let rightToLeftScripts: Set<String> = [
    "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg",
  ]

  /// `true` for `ar`, `he-IL`, `ur`, `az-Arab`… and the pseudo-locale `ar-XB` (English shown
  /// right to left, laid out as Arabic); `false` for `nil`, left-to-right locales and `en-XA`.
  static func isRightToLeft(_ locale: String?) -> Bool {
    guard let locale else { return false }
    let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = parts.first else { return false }
    if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
      return rightToLeftScripts.contains(String(script))
    }
    return rightToLeftLanguages.contains(String(language))
  }
}
