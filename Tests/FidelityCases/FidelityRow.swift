import AlertFidelity

/// One compared metric: what real iOS measured, what the preview measured, and the bound.
public struct FidelityRow: Sendable {
  /// `title line 1 baseline`, `separator colour`, …
  public var metric: String
  /// Points, ΔE for colours, or per cent for a text line's ink width.
  public var unit: Unit
  /// The screenshot's value (a number, or `#RRGGBB` for a colour).
  public var real: String
  public var preview: String
  /// Preview minus real (points), the CIE76 difference (colours), or the preview's ink width
  /// against the real one's, less 100 (per cent).
  public var delta: Double
  /// The largest |delta| allowed.
  public var tolerance: Double

  public enum Unit: String, Sendable {
    case points = "pt"
    case deltaE = "ΔE00"
    case percent = "%"
  }

  /// The case's known difference for this metric, if it has one.
  public var known: KnownDifference?

  /// Whether the difference is within bounds, or within the bound of its known difference.
  public var passes: Bool { abs(delta) <= tolerance || abs(delta) <= (known?.upTo ?? -1) }
}

/// Bounds of the fidelity comparison, in one place.
public enum FidelityTolerance {
  /// Any length: half a point, a device pixel at @2x and a pixel and a half at @3x.
  public static let points = 0.5
  /// Body and separator colours (solid areas): CIEDE2000 ΔE 5, a difference seen at a glance
  /// side by side. The screenshots carry Mac "Display" and Display P3 profiles that are
  /// ignored (the values are compared as stored), which moves greys by under 1.
  public static let solidColour = 5.0
  /// Text colours, averaged over the most strongly inked pixels: anti-aliasing mixes some
  /// body colour into thin strokes (more at @2x than at @3x, and more for Inter's thinner
  /// strokes than SF Pro's), so ΔE 5 as for solid areas only where that mixing is small: ΔE 5
  /// in CIEDE2000.
  public static let textColour = 5.0
  /// A line of text's ink width, per cent of the real one's: the text is as wide as SF Pro's
  /// within 2 % at worst (and 1 % on average, which `RealScreenshotTests` checks).
  public static let inkWidth = 2.0
  public static let meanInkWidth = 1.0
}
