/// Which of the CJK families draws the Han characters of a text.
///
/// Japanese, Simplified and Traditional Chinese (Taiwan, Hong Kong) and Korean draw many of the
/// same code points differently (直, 骨, 写): Noto Sans CJK has one face for each, named by its
/// region (`Noto Sans CJK JP`, `… SC`, `… TC`, `… HK`, `… KR`). Fontconfig ranks a family of the
/// requested list above a matching language, so the sheet's order alone would draw every Han
/// character with the first CJK family it names; the families of the text's region therefore
/// move to where the CJK families start.
enum HanFaces {
  /// The regions the CJK families are named by.
  static let regions: Set<String> = ["JP", "KR", "SC", "TC", "HK"]

  /// The region whose Han forms `language` reads: `ja` → `JP`; `ko` → `KR`; `zh-Hans`,
  /// `zh-CN`, `zh-SG` and plain `zh` → `SC`; `zh-Hant`, `zh-TW` → `TC`; `zh-HK`, `zh-MO`,
  /// `yue` → `HK`. `nil` for other languages, which keep the sheet's order.
  static func region(for language: String?) -> String? {
    guard let language else { return nil }
    let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
      .map(String.init)
    guard let primary = parts.first else { return nil }
    let script = parts.dropFirst().first { $0.count == 4 }
    let area = parts.dropFirst().first { $0.count == 2 }
    switch primary {
    case "ja": return "JP"
    case "ko": return "KR"
    case "zh", "yue":
      if script == "hans" { return "SC" }
      if area == "hk" || area == "mo" { return "HK" }
      if script == "hant" || area == "tw" { return "TC" }
      return primary == "yue" ? "HK" : "SC"
    default: return nil
    }
  }

  /// The region of a CJK family (`Noto Sans CJK JP` → `JP`), or `nil` for any other family.
  static func region(ofFamily family: String) -> String? {
    let words = family.split(separator: " ")
    guard words.contains("CJK"), let last = words.last, regions.contains(String(last)) else {
      return nil
    }
    return String(last)
  }

  /// `families` with those of `language`'s region moved to where the first CJK family is; the
  /// order is unchanged when the language reads no Han or the list has no family for it.
  static func ordered(_ families: [String], for language: String?) -> [String] {
    guard let wanted = region(for: language),
      let firstCJK = families.firstIndex(where: { region(ofFamily: $0) != nil })
    else { return families }
    let preferred = families.filter { region(ofFamily: $0) == wanted }
    guard !preferred.isEmpty else { return families }
    var result = families.filter { region(ofFamily: $0) != wanted }
    // Everything before the first CJK family stays put, so its index is unchanged.
    result.insert(contentsOf: preferred, at: firstCJK)
    return result
  }
}
