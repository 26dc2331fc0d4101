import AlertSpec
import StyleSheet

/// A Pango layout placed on the screen: the renderer draws `layout` with its top-left at `origin`.
package struct PlacedText {
  package var layout: TextLayout
  package var originX: Double
  package var originY: Double
  /// The colour to draw it in.
  package var color: RGBA
}

/// An alert laid out for one configuration: the geometry the linter and the dump read,
/// and the exact Pango layouts the renderer draws.
package struct LaidOutAlert {
  /// The measured geometry, in points.
  package var geometry: AlertGeometry
  package var title: PlacedText?
  package var message: PlacedText?
  /// One per field, in `geometry.textFields` order.
  package var textFields: [PlacedText]
  /// One per button, in `geometry.buttons` order.
  package var buttons: [PlacedText]
  /// The fill behind each button, in `geometry.buttons` order (`nil` for none; empty when no
  /// button has one, as in the classic look).
  package var buttonFills: [RGBA?] = []
  /// The keyboard to draw under the alert; `nil` without text fields or when hidden.
  package var keyboard: KeyboardDrawing? = nil
}
