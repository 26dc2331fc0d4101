import AlertLayout
import AlertSpec
// C-facing: an alert drawn into a frame of another document's cairo context.
internal import CCairo
import StyleSheet

extension AlertRenderer {
  /// Draws `spec` in `configuration` with the painter behind the PNGs (no backdrop, no
  /// chrome) into `frame` of `cr`, clipped to it: the review pack's previews, so the alert's
  /// text stays text in the PDF. With `picture` `.alert` only the alert is drawn, cut out as
  /// `render --frame alert` cuts it, its ``previewSize(_:_:picture:)`` scaled into `frame`;
  /// with `.screen`, its whole screen. Font thread only.
  package func paintPreview(
    _ spec: AlertSpec, _ configuration: RenderConfiguration, into frame: Rect,
    picture: PictureFrame = .screen, on cr: OpaquePointer
  ) {
    let laidOut = layouter.layout(spec, in: configuration)
    let outline =
      picture == .alert
      ? AlertOutline(laidOut.geometry, continuous: layouter.style.metrics.continuousCorners)
      : nil
    let size = outline?.size ?? laidOut.geometry.screen
    cairo_save(cr)
    cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
    cairo_clip(cr)
    cairo_translate(cr, frame.x, frame.y)
    cairo_scale(cr, frame.width / size.width, frame.height / size.height)
    outline?.clip(cr)
    if let sheet = laidOut.geometry.sheet {
      SheetPainter(alert: laidOut, sheet: sheet, style: layouter.style).paint(cr)
    } else {
      AlertPainter(alert: laidOut, style: layouter.style).paint(cr)
    }
    cairo_restore(cr)
  }

  /// The size in points of what ``paintPreview(_:_:into:picture:on:)`` draws for `picture`
  /// (the alert's outline, or the screen), and the geometry it draws. Font thread only.
  package func previewSize(
    _ spec: AlertSpec, _ configuration: RenderConfiguration, picture: PictureFrame
  ) -> (size: Size, geometry: AlertGeometry) {
    let geometry = layouter.layout(spec, in: configuration).geometry
    let size =
      picture == .alert
      ? AlertOutline(geometry, continuous: layouter.style.metrics.continuousCorners).size
      : geometry.screen
    return (size, geometry)
  }
}
