/// How far a render may stray from its reference and still pass.
///
/// A comparison passes at once when the PNG bytes or the decoded pixels are identical. Otherwise
/// the images must have the same size, and then pixelmatch 7.2.0 classifies each pixel; the
/// render fails when any rule below is broken.
public struct ComparisonOptions: Sendable, Hashable, Codable {
  /// pixelmatch's per-pixel threshold, 0…1 (default 0.1, pixelmatch's own): a pixel differs
  /// when its squared YIQ distance exceeds `35215 × threshold²`.
  public var threshold: Double
  /// Count anti-aliased pixels as differences (default false, as pixelmatch).
  public var includeAA: Bool
  /// Side of the square window of the density rule, in pixels (default 16).
  public var windowSize: Int
  /// The density rule: fail when any `windowSize × windowSize` window holds more differing
  /// pixels than this (default 12). A changed glyph or a removed hairline packs densely;
  /// anti-aliasing speckle does not.
  public var maxWindowPixels: Int
  /// The total budget: fail when more than this fraction of all pixels differ (default
  /// 0.0005, 0.05 %).
  public var maxDifferingFraction: Double
  /// The solid-colour rule: a pixel inside a solid area of both images (3+ equal neighbours
  /// in each, pixelmatch's own test for "not anti-aliasing") whose CIE76 ΔE exceeds this has
  /// changed colour (default 2, about one just-noticeable difference). pixelmatch's 0.1
  /// threshold lets a ΔE 3 tint change through, so this rule catches recoloured text and fills.
  public var solidColorDeltaE: Double
  /// Fail when more solid-area pixels than this changed colour (default 0).
  public var maxSolidShiftPixels: Int
  /// Blend semi-transparent pixels over pixelmatch's checkerboard before comparing them
  /// (default true, pixelmatch's `checkerboard`); false blends them over white, so a
  /// half-transparent black equals an opaque mid-grey. Changes the counts, not only the picture.
  public var checkerboard: Bool

  /// Opacity of the reference in the diff picture's grey background, 0…1 (default 0.1,
  /// pixelmatch's `alpha`).
  public var diffAlpha: Double
  /// Colour of the anti-aliased pixels in the diff picture (default yellow, pixelmatch's
  /// `aaColor`).
  public var aaColor: DiffColor
  /// Colour of the differing pixels in the diff picture (default red, pixelmatch's
  /// `diffColor`).
  public var diffColor: DiffColor
  /// Colour of the differing pixels where the render is darker than the reference
  /// (pixelmatch's `diffColorAlt`); nil paints them in ``diffColor`` too.
  public var diffColorAlt: DiffColor?
  /// Draw only the differing pixels, on a transparent background (pixelmatch's `diffMask`):
  /// no grey reference and no anti-aliased pixels.
  public var diffMask: Bool

  /// The defaults described on each property.
  public init(
    threshold: Double = 0.1, includeAA: Bool = false, windowSize: Int = 16,
    maxWindowPixels: Int = 12, maxDifferingFraction: Double = 0.0005,
    solidColorDeltaE: Double = 2, maxSolidShiftPixels: Int = 0, checkerboard: Bool = true,
    diffAlpha: Double = 0.1, aaColor: DiffColor = .yellow, diffColor: DiffColor = .red,
    diffColorAlt: DiffColor? = nil, diffMask: Bool = false
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.windowSize = windowSize
    self.maxWindowPixels = maxWindowPixels
    self.maxDifferingFraction = maxDifferingFraction
    self.solidColorDeltaE = solidColorDeltaE
    self.maxSolidShiftPixels = maxSolidShiftPixels
    self.checkerboard = checkerboard
    self.diffAlpha = diffAlpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
  }

  /// The largest number of differing pixels the total budget allows in an image.
  public func budget(pixels: Int) -> Int {
    Int((Double(pixels) * maxDifferingFraction).rounded(.down))
  }
}
