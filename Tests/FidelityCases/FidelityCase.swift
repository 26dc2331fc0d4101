import AlertFidelity
import StyleSheet

/// One screenshot of a native iOS alert and how to draw the same alert: its text, buttons and
/// roles, the device, orientation, appearance and scale, and where in the image the screen is.
/// The screenshots are third-party data and stay in `../shared/reference/real-ios-alerts/`
/// (their `SOURCES.md` says where each came from); they are never copied into this repository.
public struct FidelityCase: Sendable, CustomStringConvertible {
  /// `s1`…`s6`, as SOURCES.md numbers them.
  public var name: String
  /// File name in the reference folder.
  public var file: String
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

  public var description: String { name }
}
