import AlertFidelity
import StyleSheet

/// One screenshot of a native iOS alert and how to draw the same alert: its text, buttons and
/// roles, the device, orientation, appearance and scale, and where in the image the screen is.
/// The screenshots are third-party data and stay in `../shared/reference/real-ios-alerts{,-2}/`
/// (their `SOURCES.md` says where each came from); they are never copied into this repository.
public struct FidelityCase: Sendable, CustomStringConvertible {
  /// `s1`…`s6`, `n2`…, as each set's SOURCES.md numbers them.
  public var name: String
  /// The set's folder in the shared reference folder: `real-ios-alerts` or `real-ios-alerts-2`.
  public var set = "real-ios-alerts"
  /// File name in the set's folder.
  public var file: String
  /// The style sheet the preview is drawn with: `ios` (classic) or `ios26`.
  public var style = "ios"
  /// An alert or an action sheet, classic or iOS 26: how the measurer finds its parts.
  public var shape = MeasuredShape.alert
  /// The alert, as an alert-preview spec.
  public var spec: String
  /// Device id in `Styles/ios.xml`.
  public var device: String
  public var orientation: Orientation
  public var appearance: Appearance
  /// Scale the preview is rendered at: the device's own.
  public var renderScale: Int
  /// Where the screen (or the alert) is in the screenshot, and its pixels per point.
  public var frame: ImageFrame
  /// Colour a transparent screenshot is composited over before measuring.
  public var matte: Colour = Colour(128, 128, 128)
  /// Whether the screenshot's hairlines are whole device pixels (not resampled), so their colour
  /// can be compared.
  public var crispHairlines = true
  /// Whether the screenshot shows the body over a backdrop (so its colour means something).
  public var opaqueBody = true
  /// Title and message set as 17-pt regular attributed strings (NativeScript does this).
  public var plainSeventeenPointText = false
  /// Saved through a Mac "Display" colour profile: greys keep their values, but saturated
  /// colours do not compare as stored (s1's systemBlue reads #3F80F6, s2's sRGB one #027BFF),
  /// so only grey colours (body, separator, black text) are compared.
  public var displayProfile = false
  /// Whether the header is stock text (NativeScript's sheets set their own), so it is compared.
  public var stockHeader = true
  /// The largest length difference allowed: a point where a crop has under 1 px a point.
  public var lengthTolerance = FidelityTolerance.points
  /// Whether text colours are compared (not where strokes are thinner than a pixel).
  public var comparesTextColour = true
  /// Differences out of bounds that are known, by metric: why each is left, and how far.
  public var known: [String: KnownDifference] = [:]

  public var description: String { name }
}
