/// The size of an alert's backdrop screenshot, in pixels: whether it is portrait or landscape,
/// so previews of the other orientation can say that it was cropped to fill their screen.
public struct BackdropSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  /// Creates the size of a backdrop `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `"portrait"` or `"landscape"`, as previews name orientations; a square is neither.
  var orientation: String? {
    width == height ? nil : width < height ? "portrait" : "landscape"
  }

  /// Whether a preview of `image` shows the backdrop in the other orientation, filled and so
  /// cut down to its middle.
  func isCropped(in image: GalleryImage) -> Bool {
    guard let orientation else { return false }
    let shown = image.width < image.height ? "portrait" : "landscape"
    return image.width != image.height && shown != orientation
  }

  /// The note a page puts above previews of the other orientation.
  func note(file: String) -> String {
    let other = orientation == "portrait" ? "landscape" : "portrait"
    return "The backdrop \(file) is \(orientation ?? "square") (\(width) × \(height) px): "
      + "\(other) previews fill the screen with its middle, cropped, not the app as it looks "
      + "in \(other). Give a \(other) screenshot for them (a spec's backdrop is one file)."
  }
}
