/// One line of a laid-out text, as a design tool's text element needs it: what it says and
/// where it sits, in points from the layout's top-left corner.
package struct TextLine: Hashable, Sendable {
  /// The characters the line shows, in logical order: an ellipsis where Pango cut the text,
  /// without the white space the line wrapped at.
  package var text: String
  /// The left edge of the line's characters.
  package var x: Double
  /// How wide the characters are.
  package var width: Double
  /// The baseline.
  package var baseline: Double
  /// The top of the line's logical box (line spacing included).
  package var top: Double
  /// The height of that box.
  package var height: Double
  /// Whether the line's base direction is right to left.
  package var isRightToLeft: Bool
  /// The families of the fonts Pango drew the line's characters in, in logical order of first
  /// use: the first family it was given, and a fallback only where a character needed one.
  package var families: [String] = []
}

/// The font a text was laid out in, as Pango was given it.
package struct TextFont: Hashable, Sendable {
  /// The families, in fallback order (the installed ones the sheet names).
  package var families: [String]
  /// The size in points.
  package var size: Double
  /// The weight, 100…1000 (400 regular, 600 semibold).
  package var weight: Int
  /// Whether the lines are centred; otherwise they start at the side their direction starts.
  package var centred: Bool
}
