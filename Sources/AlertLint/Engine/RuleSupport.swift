import AlertLayout
import Foundation

/// `“text”`: how messages quote copy.
func quoted(_ text: String) -> String { "“\(text)”" }

/// The JSON path of a button's label.
func labelField(_ index: Int) -> String { "buttons[\(index)].label" }

extension RuleContext {
  /// The configuration where `value` is largest, with that value (the first one on a tie).
  func worst(_ value: (AlertGeometry) -> Int?) -> (
    configuration: RenderConfiguration, value: Int
  )? {
    var best: (RenderConfiguration, Int)?
    for (configuration, geometry) in geometries {
      guard let v = value(geometry) else { continue }
      if v > (best?.1 ?? Int.min) { best = (configuration, v) }
    }
    return best
  }

  /// The first configuration where `condition` holds.
  func first(where condition: (AlertGeometry) -> Bool) -> (
    configuration: RenderConfiguration, geometry: AlertGeometry
  )? {
    geometries.first { condition($0.geometry) }
  }

  /// A label without surrounding white space and ending punctuation, for comparisons.
  func bare(_ label: String) -> String {
    label.trimmingCharacters(in: .whitespaces)
      .trimmingCharacters(in: CharacterSet(charactersIn: ".!?。！？؟"))
      .trimmingCharacters(in: .whitespaces)
  }

}

extension RuleContext {
  /// The character range of the first occurrence of the lower-case word sequence `phrase` in
  /// `text` (from its first word's first character to its last word's end), for a finding that
  /// points at the offending words; `nil` when it does not occur.
  func range(of phrase: [String], in text: String) -> Range<Int>? {
    let words = self.words(in: text)
    guard !phrase.isEmpty, phrase.count <= words.count else { return nil }
    for start in 0...(words.count - phrase.count) {
      let slice = words[start..<(start + phrase.count)]
      if slice.map({ Words.straightened($0.text.lowercased()) }).elementsEqual(phrase),
        let first = slice.first, let last = slice.last
      {
        return first.start..<last.range.upperBound
      }
    }
    return nil
  }

  /// The character range of the first of `phrases` (each lower-case words) found in `text`.
  func firstRange(of phrases: [[String]], in text: String) -> Range<Int>? {
    phrases.lazy.compactMap { self.range(of: $0, in: text) }.first
  }
}

extension String {
  /// The character range of the first occurrence of `needle`, ignoring case (for scripts whose
  /// words are not spaced).
  func characterRange(ofCaseInsensitive needle: String) -> Range<Int>? {
    guard let found = lowercased().range(of: needle.lowercased()) else { return nil }
    let lower = self.lowercased()
    let start = lower.distance(from: lower.startIndex, to: found.lowerBound)
    return start..<(start + lower.distance(from: found.lowerBound, to: found.upperBound))
  }
}
