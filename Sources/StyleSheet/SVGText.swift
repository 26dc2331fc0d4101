/// How an SVG holds its text (the svg-text option of `render`).
public enum SVGText: String, Hashable, Sendable, Codable, CaseIterable {
  /// Glyph outlines, as cairo's SVG surface writes them: the SVG looks the same everywhere,
  /// and every reference is drawn so.
  case outlines
  /// Real `<text>` in a font-family list that names SF Pro first, in layers named `title`,
  /// `message`, `field-1`…, `button-1`…: text a design tool imports as editable layers.
  case live
}
