import AlertSpec

/// The keyboard under an alert with text fields, in screen points.
public struct KeyboardGeometry: Hashable, Sendable, Codable {
  /// The keyboard's box: the full screen width at the bottom, bottom safe area included.
  public var frame: Rect
  /// The layout of its keys: the first field's keyboard (a secure field shows the letters).
  public var kind: FieldKeyboard
  /// The space the alert is centred in: the safe area above the keyboard.
  public var alertArea: Rect
}

/// One key of the drawn keyboard.
package struct KeyboardKey {
  /// What the key draws besides its label.
  package enum Symbol { case none, shift, delete, globe }
  package var frame: Rect
  /// A function key (shift, delete, 123, return) in the darker colour; `false` for letters.
  package var function: Bool
  package var label: PlacedText?
  package var symbol: Symbol = .none
}

/// The keyboard as the renderer draws it: its box, its keys and the line under the
/// predictive bar.
package struct KeyboardDrawing {
  package var geometry: KeyboardGeometry
  package var keys: [KeyboardKey]
  /// Where the suggestion slots of the predictive bar are divided; empty without a bar.
  package var dividers: [Rect]
}
