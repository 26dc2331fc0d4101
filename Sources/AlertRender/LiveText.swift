import AlertLayout
import StyleSheet

/// The layer a text goes into when an SVG keeps its text live (`render --svg-text live`),
/// named as a designer looks for it in Figma's or Sketch's layer list.
enum TextLayer: Hashable, Comparable {
  case title
  case message
  /// The n-th text field, from 1 (its text or placeholder).
  case field(Int)
  /// The label of the n-th button of the spec, from 1: numbered in the spec's order, not the
  /// drawing's, so `button-1` is the spec's first button whether the buttons sit side by side,
  /// stack, mirror right to left or leave Cancel for an action sheet's own group.
  case button(Int)
  /// The keyboard's key labels.
  case keyboard
  /// The status bar's time (`--chrome`).
  case statusBar

  /// Whether the painter centres the layer's text in a box (a button, a key, the status bar's
  /// clock) rather than Pango centring its lines: such a line is centred too.
  var isCentredInItsBox: Bool {
    switch self {
    case .title, .message, .field: false
    case .button, .keyboard, .statusBar: true
    }
  }

  /// The group's `id`: `title`, `message`, `field-1`, `button-2`, `keyboard`, `status-bar`.
  var id: String {
    switch self {
    case .title: "title"
    case .message: "message"
    case .field(let n): "field-\(n)"
    case .button(let n): "button-\(n)"
    case .keyboard: "keyboard"
    case .statusBar: "status-bar"
    }
  }
}

/// One text kept for live SVG text: its layout's lines and font, and where the painter would
/// have drawn it, in the SVG's user space (points).
struct LiveTextRun {
  var lines: [TextLine]
  var font: TextFont
  var color: RGBA
  /// The layout's top-left corner.
  var originX: Double
  var originY: Double
  /// User-space units per layout point (1 in an SVG of the screen or of the alert alone).
  var scale: Double
  /// The bounding box of the clip the painter drew the text in.
  var clip: Rect?
}

/// What the painters would have drawn as text on an SVG surface, kept instead to be written
/// as `<text>` elements after cairo writes the rest (`render --svg-text live`). Used on the
/// font thread only, by one drawing.
final class LiveText {
  private(set) var layers: [TextLayer: [LiveTextRun]] = [:]

  /// Adds `run` to `layer` (the keyboard has a run per key).
  func add(_ run: LiveTextRun, to layer: TextLayer) {
    layers[layer, default: []].append(run)
  }
}
