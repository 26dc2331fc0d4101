/// pixelmatch's anti-aliasing detector (V. Vyšniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector", 2009), over both images at once.
struct Pair {
  let img1: UnsafeBufferPointer<UInt8>
  let img2: UnsafeBufferPointer<UInt8>
  let a32: UnsafeBufferPointer<UInt32>
  let b32: UnsafeBufferPointer<UInt32>
  let width: Int
  let height: Int
  /// Blend semi-transparent pixels over pixelmatch's checkerboard rather than white.
  var checkerboard = true

  /// Whether pixel (x1, y1) of the first image (or the second, when `first` is false) sits on
  /// an intensity ramp between a darker and a brighter neighbour, one of which belongs to a
  /// solid region (3+ equal neighbours) in both images.
  func antialiased(first: Bool, _ x1: Int, _ y1: Int) -> Bool {
    let img = first ? img1 : img2
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let pos = y1 * width + x1
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = PixelMatch.colorDelta(
          img, img, pos * 4, (y * width + x) * 4, yOnly: true, checkerboard: checkerboard)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minX = x
          minY = y
        } else if delta > maxDelta {
          maxDelta = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(a32, minX, minY) && hasManySiblings(b32, minX, minY))
      || (hasManySiblings(a32, maxX, maxY) && hasManySiblings(b32, maxX, maxY))
  }

  /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its RGBA value; a position on
  /// the image's border counts as one.
  func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = img[y1 * width + x1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        if value == img[y * width + x] { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
