import AlertLayout
// C-facing: moves a cairo context so a card picture shows only its crop of the screen.
internal import CCairo

extension CardCrop {
  /// Moves the context's origin to the crop's corner: the screen painted next lands shifted so
  /// that the crop fills the picture.
  func shift(_ cr: OpaquePointer) {
    cairo_translate(cr, -bounds.x, -bounds.y)
  }
}
