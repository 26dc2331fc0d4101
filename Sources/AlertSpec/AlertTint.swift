/// The app's accent colour (`"tint"`: `window.tintColor`, an asset catalog's AccentColor),
/// which UIKit gives the alert's default and cancel actions: `#RRGGBB` (or `#RRGGBBAA`) in
/// each appearance.
public struct AlertTint: Hashable, Sendable, Codable {
  public var light: String
  public var dark: String

  public init(light: String, dark: String) {
    self.light = light
    self.dark = dark
  }

  /// Whether `text` is `#RRGGBB` or `#RRGGBBAA`.
  static func isColor(_ text: String) -> Bool {
    text.hasPrefix("#") && (text.count == 7 || text.count == 9)
      && text.dropFirst().allSatisfy(\.isHexDigit)
  }
}
