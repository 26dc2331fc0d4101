import AlertRender
import Foundation

/// The numbers of one comparison, reported for passes and failures alike.
public struct ComparisonNumbers: Sendable, Hashable, Codable {
  /// Pixels in the image.
  public var totalPixels: Int = 0
  /// Pixels pixelmatch counts as different (anti-aliasing excluded unless `includeAA`).
  public var differingPixels: Int = 0
  /// Pixels above the threshold taken for anti-aliasing.
  public var antialiasedPixels: Int = 0
  /// Pixels whose bytes differ but within pixelmatch's threshold.
  public var similarPixels: Int = 0
  /// The most differing pixels in any window of the density rule, and where it is.
  public var densestWindow: Int = 0
  public var densestWindowX: Int = 0
  public var densestWindowY: Int = 0
  /// Solid-area pixels whose colour moved by more than the ΔE limit, and the largest ΔE seen
  /// in a solid area.
  public var solidShiftPixels: Int = 0
  public var largestSolidDeltaE: Double = 0

  public init() {}

  /// `412 differing pixels (0.041 %), 96 anti-aliased, densest 16×16 window 57`.
  public func summary(windowSize: Int) -> String {
    let share = totalPixels > 0 ? Double(differingPixels) * 100 / Double(totalPixels) : 0
    return String(
      format:
        "%d differing pixels (%.3f %%), %d anti-aliased, densest %d×%d window %d at (%d, %d), "
        + "%d solid pixels recoloured (largest ΔE %.1f)",
      differingPixels, share, antialiasedPixels, windowSize, windowSize, densestWindow,
      densestWindowX, densestWindowY, solidShiftPixels, largestSolidDeltaE)
  }
}

/// The verdict of comparing a render with its reference.
public enum ComparisonVerdict: Sendable, Hashable {
  /// Same PNG bytes, or same decoded pixels.
  case identical
  /// Some pixels differ, but within every rule; reported as a warning.
  case withinTolerance
  /// Different sizes, `width×height` of the reference and of the render.
  case sizeMismatch(reference: String, actual: String)
  /// At least one rule broken; each reason is a sentence.
  case different(reasons: [String])

  /// Whether the render passes.
  public var passes: Bool {
    switch self {
    case .identical, .withinTolerance: true
    case .sizeMismatch, .different: false
    }
  }
}

/// A finished comparison: the verdict, the numbers, and what the diff images are drawn from.
public struct ImageComparison: Sendable {
  public var verdict: ComparisonVerdict
  public var numbers: ComparisonNumbers
  /// Decoded images and pixelmatch's per-pixel marks, when the pixels had to be compared.
  public var reference: PNGImage?
  public var actual: PNGImage?
  public var mask: [UInt8]?

  /// Compares PNG bytes: identical bytes pass without decoding; identical decoded pixels pass
  /// without pixelmatch; otherwise pixelmatch and the density, budget and solid-colour rules.
  ///
  /// `pixels`, when given, returns the actual PNG's pixels without decoding it.
  public static func compare(
    reference: Data, actual: Data, options: ComparisonOptions = ComparisonOptions(),
    pixels: (() -> PNGImage)? = nil
  ) throws -> ImageComparison {
    if reference == actual {
      return ImageComparison(verdict: .identical, numbers: ComparisonNumbers())
    }
    let expected = try PNGImage(data: reference)
    let rendered = try pixels?() ?? PNGImage(data: actual)
    return compare(expected, rendered, options: options)
  }

  /// Compares decoded images.
  public static func compare(
    _ reference: PNGImage, _ actual: PNGImage, options: ComparisonOptions = ComparisonOptions()
  ) -> ImageComparison {
    var numbers = ComparisonNumbers()
    numbers.totalPixels = actual.width * actual.height
    guard reference.width == actual.width, reference.height == actual.height else {
      return ImageComparison(
        verdict: .sizeMismatch(
          reference: "\(reference.width)×\(reference.height)",
          actual: "\(actual.width)×\(actual.height)"),
        numbers: numbers, reference: reference, actual: actual)
    }
    if sameBytes(reference.rgba, actual.rgba) {
      return ImageComparison(verdict: .identical, numbers: numbers)
    }
    let match = PixelMatch.compare(
      reference.rgba, actual.rgba, width: actual.width, height: actual.height,
      threshold: options.threshold, includeAA: options.includeAA,
      checkerboard: options.checkerboard)
    numbers.differingPixels = match.differing
    numbers.antialiasedPixels = match.antialiased
    numbers.similarPixels = match.mask.reduce(0) { $0 + ($1 == PixelMatch.Mark.similar ? 1 : 0) }
    let counted: (UInt8) -> Bool =
      options.includeAA
      ? { $0 != 0 && $0 != PixelMatch.Mark.similar }
      : { $0 == PixelMatch.Mark.lighter || $0 == PixelMatch.Mark.darker }
    if match.differing > 0 {
      let window = DensityWindow.densest(
        match.mask, width: actual.width, height: actual.height, size: options.windowSize,
        counts: counted)
      (numbers.densestWindow, numbers.densestWindowX, numbers.densestWindowY) = window
    }
    let shift = SolidColorShift.count(
      reference.rgba, actual.rgba, mask: match.mask, width: actual.width, height: actual.height,
      deltaE: options.solidColorDeltaE)
    (numbers.solidShiftPixels, numbers.largestSolidDeltaE) = shift
    let reasons = Self.reasons(numbers, options: options)
    return ImageComparison(
      verdict: reasons.isEmpty ? .withinTolerance : .different(reasons: reasons), numbers: numbers,
      reference: reference, actual: actual, mask: match.mask)
  }

  /// Whether two buffers hold the same bytes, compared with `memcmp`.
  static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }

  /// The broken rules, as sentences.
  static func reasons(_ n: ComparisonNumbers, options: ComparisonOptions) -> [String] {
    var reasons: [String] = []
    if n.densestWindow > options.maxWindowPixels {
      reasons.append(
        "\(n.densestWindow) differing pixels in one \(options.windowSize)×\(options.windowSize) "
          + "window at (\(n.densestWindowX), \(n.densestWindowY)); at most "
          + "\(options.maxWindowPixels) are allowed")
    }
    let budget = options.budget(pixels: n.totalPixels)
    if n.differingPixels > budget {
      reasons.append(
        "\(n.differingPixels) differing pixels in all; the budget is \(budget) "
          + "(\(options.maxDifferingFraction * 100) % of \(n.totalPixels))")
    }
    if n.solidShiftPixels > options.maxSolidShiftPixels {
      reasons.append(
        "\(n.solidShiftPixels) pixels of solid areas changed colour by more than ΔE "
          + String(format: "%g (largest ΔE %.1f)", options.solidColorDeltaE, n.largestSolidDeltaE))
    }
    return reasons
  }
}
