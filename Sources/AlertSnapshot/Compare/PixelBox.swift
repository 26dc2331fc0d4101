import AlertRender

/// A rectangle of whole pixels in an image: where a comparison's differences are, and the crop
/// the report zooms on.
public struct PixelBox: Sendable, Hashable, Codable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the right edge.
  public var maxX: Int { x + width }
  /// One past the bottom edge.
  public var maxY: Int { y + height }

  /// The smallest box holding every pixel of `mask` (row by row, `width` pixels wide) that
  /// `picks`; `nil` when it picks none.
  static func bounding(_ mask: [UInt8], width: Int, picks: (UInt8) -> Bool) -> PixelBox? {
    guard width > 0 else { return nil }
    var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
    for (index, mark) in mask.enumerated() where picks(mark) {
      let (y, x) = index.quotientAndRemainder(dividingBy: width)
      left = min(left, x)
      right = max(right, x)
      top = min(top, y)
      bottom = max(bottom, y)
    }
    guard right >= 0 else { return nil }
    return PixelBox(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }

  /// This box grown by `padding` pixels on every side, then cut to an image of
  /// `width × height` pixels.
  func padded(by padding: Int, within width: Int, _ height: Int) -> PixelBox {
    let left = max(0, x - padding)
    let top = max(0, y - padding)
    let right = min(width, maxX + padding)
    let bottom = min(height, maxY + padding)
    return PixelBox(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }
}

extension PNGImage {
  /// The pixels inside `box`, which must lie within the image.
  func cropped(to box: PixelBox) -> PNGImage {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(box.width * box.height * 4)
    for y in box.y..<box.maxY {
      let start = (y * width + box.x) * 4
      rgba += self.rgba[start..<(start + box.width * 4)]
    }
    return PNGImage(width: box.width, height: box.height, rgba: rgba)
  }
}
