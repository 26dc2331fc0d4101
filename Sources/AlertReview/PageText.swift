import AlertLayout
import StyleSheet

/// Page text, laid out with the style sheet's font families by the font thread's text engine.
/// Font thread only, like the layouts it makes.
///
/// The pages read left to right: every paragraph starts with a left-to-right mark, so an
/// Arabic title lines up with the others in the index while its words still run right to left.
struct PageText {
  let engine: TextEngine
  let families: [String]

  /// `text` wrapped at `width`, left-aligned (right-aligned in a right-to-left script).
  func layout(
    _ text: String, size: Double, weight: FontWeight = .regular, width: Double,
    centred: Bool = false
  ) -> TextLayout {
    engine.layout(
      Self.leftToRight + text, font: FontSpec(families: families, size: size, weight: weight),
      wrapWidth: width,
      centred: centred, language: nil)
  }

  /// U+200E LEFT-TO-RIGHT MARK: sets a paragraph's direction, draws nothing.
  static let leftToRight = "\u{200E}"

  /// `text` on one line, never wrapped.
  func line(_ text: String, size: Double, weight: FontWeight = .regular) -> TextLayout {
    engine.layout(
      Self.leftToRight + text, font: FontSpec(families: families, size: size, weight: weight),
      wrapWidth: nil,
      centred: false, language: nil)
  }
}
