/// Where things are in an image: how many pixels make a point, where the screen starts, and
/// whether the image is the alert alone.
public struct ImageFrame: Sendable {
  /// Pixels per point (2 or 3 for device captures; 1.93 for a resampled crop).
  public var pixelsPerPoint: Double
  /// The screen's top-left corner in the image, in pixels; nil when no whole screen is shown.
  public var screenOrigin: (x: Double, y: Double)?
  /// The screen's width in points, when the screen is shown: the alert is centred on it.
  public var screenWidth: Double?
  /// The image is the alert's own view and nothing else (edges are the image's).
  public var alertFillsImage: Bool

  public init(
    pixelsPerPoint: Double, screenOrigin: (x: Double, y: Double)? = nil,
    screenWidth: Double? = nil, alertFillsImage: Bool = false
  ) {
    self.pixelsPerPoint = pixelsPerPoint
    self.screenOrigin = screenOrigin
    self.screenWidth = screenWidth
    self.alertFillsImage = alertFillsImage
  }

  /// The column the alert is centred on, in pixels.
  func centreColumn(imageWidth: Int) -> Int {
    if let origin = screenOrigin, let width = screenWidth {
      return Int(origin.x + width * pixelsPerPoint / 2)
    }
    return imageWidth / 2
  }

  /// A pixel coordinate as points from the origin.
  func points(x: Double) -> Double { (x - (screenOrigin?.x ?? 0)) / pixelsPerPoint }
  func points(y: Double) -> Double { (y - (screenOrigin?.y ?? 0)) / pixelsPerPoint }
}
