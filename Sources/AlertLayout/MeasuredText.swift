import StyleSheet

/// A text laid out by Pango and placed in alert coordinates (origin at the alert's top left).
struct MeasuredText {
  let layout: TextLayout
  let metrics: TextMetrics
  let font: FontSpec
  /// Size actually used (differs from `font.size` when a button label shrank).
  let size: Double
  let color: RGBA
  var x: Double
  var y: Double

  init(layout: TextLayout, font: FontSpec, size: Double? = nil, color: RGBA, x: Double, y: Double) {
    self.layout = layout
    self.metrics = layout.metrics()
    self.font = font
    self.size = size ?? font.size
    self.color = color
    self.x = x
    self.y = y
  }

  /// Last baseline in alert coordinates.
  var lastBaseline: Double { y + (metrics.baselines.last ?? 0) }

  /// Logical height.
  var height: Double { metrics.logical.height }

  /// Logical width.
  var width: Double { metrics.logical.width }

  /// The dump's view of this text, moved into screen coordinates.
  func block(text: String, offsetX: Double, offsetY: Double) -> TextBlock {
    TextBlock(
      text: text,
      frame: Rect(
        x: x + metrics.logical.x + offsetX, y: y + metrics.logical.y + offsetY,
        width: metrics.logical.width, height: metrics.logical.height),
      font: FontUse(
        family: font.families.first ?? "", size: size, weight: font.weight,
        resolvedFamilies: metrics.resolvedFamilies),
      color: color.description,
      lineCount: metrics.baselines.count,
      baselines: metrics.baselines.map { $0 + y + offsetY },
      missingGlyphs: metrics.missingCharacters.count,
      missingCharacters: metrics.missingCharacters)
  }

  /// The renderer's view: the layout and where its top-left goes on the screen.
  func placed(offsetX: Double, offsetY: Double) -> PlacedText {
    PlacedText(layout: layout, originX: x + offsetX, originY: y + offsetY, color: color)
  }
}

extension TextEngine {
  /// Lays out a wrapped paragraph whose first baseline sits at `firstBaseline`: centred, or
  /// aligned to the start of the text's direction (left, or right in a right-to-left text).
  func paragraph(
    _ text: String, font: FontSpec, color: RGBA, width: Double, x: Double, firstBaseline: Double,
    language: String?, centred: Bool = true
  ) -> MeasuredText {
    let layout = layout(text, font: font, wrapWidth: width, centred: centred, language: language)
    var measured = MeasuredText(layout: layout, font: font, color: color, x: x, y: 0)
    measured.y = firstBaseline - (measured.metrics.baselines.first ?? 0)
    return measured
  }
}
