import AlertLayout
import AlertSpec
// C-facing: an alert drawn into a frame of another document's cairo context.
internal import CCairo

extension AlertRenderer {
  /// Draws `spec` in `configuration` with the painter behind the PNGs (no backdrop, no
  /// chrome), its whole screen scaled into `frame` of `cr` and clipped to it: the review
  /// pack's previews, so the alert's text stays text in the PDF. Font thread only.
  package func paintPreview(
    _ spec: AlertSpec, _ configuration: RenderConfiguration, into frame: Rect,
    on cr: OpaquePointer
  ) {
    let laidOut = layouter.layout(spec, in: configuration)
    let screen = laidOut.geometry.screen
    cairo_save(cr)
    cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
    cairo_clip(cr)
    cairo_translate(cr, frame.x, frame.y)
    cairo_scale(cr, frame.width / screen.width, frame.height / screen.height)
    if let sheet = laidOut.geometry.sheet {
      SheetPainter(alert: laidOut, sheet: sheet, style: layouter.style).paint(cr)
    } else {
      AlertPainter(alert: laidOut, style: layouter.style).paint(cr)
    }
    cairo_restore(cr)
  }
}
