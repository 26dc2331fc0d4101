internal import CWordBreaks

// C-facing: ICU's word breaks, through `Sources/CWordBreaks`. Nothing here crosses the
// package's public API.

/// The words of scripts written without spaces, as ICU's dictionary-based word breaker finds
/// them (Japanese, Chinese, Thai): "削除しますか" is 削除 / し / ます / か, "ข้อผิดพลาด" one
/// word. Punctuation and spaces are not words; letters, kana, ideographs and numbers are.
enum WordBreaks {
  /// Languages whose words are counted with ICU: written without spaces, and with words that
  /// stand alone (not Japanese, whose particles ICU also counts as words).
  static let unspaced: Set<String> = ["zh", "th", "km", "lo", "my"]

  /// The words of `text` by `locale`'s rules (`ja`, `th`); empty when ICU cannot break it.
  static func words(in text: String, locale: String) -> [String] {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return [] }
    var capacity = 64
    while true {
      var starts = [Int32](repeating: 0, count: capacity)
      var ends = [Int32](repeating: 0, count: capacity)
      let count = Int(
        alert_preview_word_spans(
          locale, units, Int32(units.count), &starts, &ends, Int32(capacity)))
      guard count >= 0 else { return [] }
      guard count > capacity else {
        return (0..<count).map {
          String(decoding: units[Int(starts[$0])..<Int(ends[$0])], as: UTF16.self)
        }
      }
      capacity = count
    }
  }
}
