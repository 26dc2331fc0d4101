import AlertLayout
// C-facing: where on the SVG's user space a text would have been drawn.
internal import CCairo

extension LiveText {
  /// Keeps `text` for `layer` at the place `cr` would draw it (its current transformation
  /// applied, so `--frame alert`'s shift is taken into account), with the current clip's
  /// bounding box.
  func record(_ cr: OpaquePointer, _ text: PlacedText, in layer: TextLayer) {
    var x = text.originX
    var y = text.originY
    cairo_user_to_device(cr, &x, &y)
    var unitX = 1.0
    var unitY = 0.0
    cairo_user_to_device_distance(cr, &unitX, &unitY)
    var left = 0.0
    var top = 0.0
    var right = 0.0
    var bottom = 0.0
    cairo_clip_extents(cr, &left, &top, &right, &bottom)
    cairo_user_to_device(cr, &left, &top)
    cairo_user_to_device(cr, &right, &bottom)
    add(
      LiveTextRun(
        lines: text.layout.lines(), font: text.layout.font(), color: text.color, originX: x,
        originY: y, scale: unitX,
        clip: Rect(x: left, y: top, width: right - left, height: bottom - top)),
      to: layer)
  }
}

/// Shows laid-out text as ``draw(_:_:)`` does, a button's label as ``drawLabel(_:_:)`` does;
/// with `live`, keeps it for `layer` instead.
func draw(_ cr: OpaquePointer, _ text: PlacedText, as layer: TextLayer, live: LiveText?) {
  guard let live else {
    if case .button = layer { return drawLabel(cr, text) }
    return draw(cr, text)
  }
  live.record(cr, text, in: layer)
}
