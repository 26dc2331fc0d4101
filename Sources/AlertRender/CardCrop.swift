import AlertLayout

/// The part of the screen a gallery card shows: the alert (an action sheet's groups, a
/// popover's arrow) and a margin of the dimmed screen around it, so the alert is large on the
/// card and still reads as an alert over an app.
public struct CardCrop: Sendable {
  /// The margin kept around the alert, in points.
  public static let margin = 16.0

  /// In screen points, inside the screen.
  public let bounds: Rect

  /// The crop of the screen `geometry` lays out.
  public init(_ geometry: AlertGeometry) {
    let alert = AlertOutline(geometry, continuous: false).bounds
    let screen = geometry.screen
    let minX = max(0, alert.x - Self.margin)
    let minY = max(0, alert.y - Self.margin)
    let maxX = min(screen.width, alert.maxX + Self.margin)
    let maxY = min(screen.height, alert.maxY + Self.margin)
    bounds = Rect(x: minX, y: minY, width: max(1, maxX - minX), height: max(1, maxY - minY))
  }

  /// The picture's size in points.
  var size: Size { Size(width: bounds.width, height: bounds.height) }
}
