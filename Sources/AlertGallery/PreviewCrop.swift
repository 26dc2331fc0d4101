/// A rectangle of a preview's screen, in points: the alert and a margin of the screen around
/// it, which card pictures show and the alert's page zooms to.
public struct PreviewCrop: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// Creates a crop from its corner and size, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = max(width, 1)
    self.height = max(height, 1)
  }

  /// The height of a picture of the crop `width` pixels wide, rounded.
  func height(atWidth width: Int) -> Int {
    max(1, Int((height * Double(width) / self.width).rounded()))
  }
}
