import StyleSheet

/// One way of showing an alert: a device in an orientation and appearance, at a pixel scale,
/// a Dynamic Type text size and a locale.
public struct RenderConfiguration: Hashable, Sendable, Codable {
  /// The device of the style sheet's catalogue.
  public var device: Device
  public var orientation: Orientation
  public var appearance: Appearance
  /// Pixels per point of the image (1, 2 or 3); independent of the device's own scale.
  public var scale: Int
  /// The Dynamic Type text size the user chose.
  public var textSize: TextSize
  /// The locale whose text is shown (`de`, `pt-BR`, `en-XA`), or `nil` for the text the spec
  /// itself holds.
  public var locale: String?
  /// Whether an alert with text fields shows the keyboard (shown unless asked otherwise).
  public var keyboard: KeyboardVisibility

  public init(
    device: Device, orientation: Orientation, appearance: Appearance, scale: Int,
    textSize: TextSize = .standard, locale: String? = nil, keyboard: KeyboardVisibility = .shown
  ) {
    self.keyboard = keyboard
    self.device = device
    self.orientation = orientation
    self.appearance = appearance
    self.scale = scale
    self.textSize = textSize
    self.locale = locale
  }

  /// `iphone-se.portrait.light@2x`, `iphone-se.portrait.light.de.AX3@2x`: the stable part of
  /// output names. The locale, the text size and a hidden keyboard (`.no-keyboard`) appear
  /// only when they are not the defaults, so names made before any existed stay valid.
  public var slug: String {
    let name = Self.slug(
      device: device.id, orientation: orientation, appearance: appearance, locale: locale,
      textSize: textSize, scale: scale)
    guard keyboard == .none, let at = name.lastIndex(of: "@") else { return name }
    return name[..<at] + ".no-keyboard" + name[at...]
  }

  /// The slug of these parts, for names whose device may no longer be in the sheet.
  public static func slug(
    device: String, orientation: Orientation, appearance: Appearance, locale: String?,
    textSize: TextSize, scale: Int
  ) -> String {
    var name = "\(device).\(orientation.rawValue).\(appearance.rawValue)"
    if let locale { name += ".\(locale)" }
    if textSize != .standard { name += ".\(textSize.rawValue)" }
    return name + "@\(scale)x"
  }

  /// `iPhone SE (3rd generation) portrait`, `… portrait at AX3 in de`, as findings and
  /// captions name it.
  public var displayName: String {
    var name = "\(device.name) \(orientation.rawValue)"
    if textSize != .standard { name += " at \(textSize.rawValue)" }
    if let locale { name += " in \(locale)" }
    return name
  }

  /// Every combination of the given choices, devices outermost, in a stable order.
  public static func all(
    devices: [Device], orientations: [Orientation], appearances: [Appearance], scales: [Int],
    textSizes: [TextSize] = [.standard], locales: [String?] = [nil],
    keyboard: KeyboardVisibility = .shown
  ) -> [RenderConfiguration] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        appearances.flatMap { appearance in
          locales.flatMap { locale in
            textSizes.flatMap { textSize in
              scales.map {
                RenderConfiguration(
                  device: device, orientation: orientation, appearance: appearance, scale: $0,
                  textSize: textSize, locale: locale, keyboard: keyboard)
              }
            }
          }
        }
      }
    }
  }
}
