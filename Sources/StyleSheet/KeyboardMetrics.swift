/// The keyboard an alert with text fields brings up (`<keyboard>` and the `keyboard…` colours):
/// its height per kind of device and orientation, and its colours.
public struct KeyboardMetrics: Hashable, Sendable, Codable {
  /// Phones with a Home button (no bottom safe area), portrait: keys and predictive bar.
  public var homeButtonPortrait: Double = 260
  /// Phones with a Home button, landscape.
  public var homeButtonLandscape: Double = 200
  /// Phones with a home indicator (Face ID), portrait: keys, predictive bar and the strip
  /// below the keys that holds the globe and dictation keys.
  public var portrait: Double = 335
  /// Phones with a home indicator, landscape.
  public var landscape: Double = 209
  /// iPads, portrait.
  public var padPortrait: Double = 320
  /// iPads, landscape.
  public var padLandscape: Double = 407
  /// Height of the predictive (QuickType) bar at the keyboard's top.
  public var predictiveBar: Double = 44
  /// Colours in light appearance.
  public var light = KeyboardColors(
    background: RGBA(red: 0.82, green: 0.83, blue: 0.85),
    key: RGBA(red: 1, green: 1, blue: 1),
    functionKey: RGBA(red: 0.67, green: 0.69, blue: 0.73),
    label: RGBA(red: 0, green: 0, blue: 0))
  /// Colours in dark appearance.
  public var dark = KeyboardColors(
    background: RGBA(red: 0.17, green: 0.17, blue: 0.17),
    key: RGBA(red: 0.42, green: 0.42, blue: 0.42),
    functionKey: RGBA(red: 0.27, green: 0.27, blue: 0.27),
    label: RGBA(red: 1, green: 1, blue: 1))

  public init() {}

  /// The keyboard's height on `device` in `orientation`, bottom safe area included.
  public func height(on device: Device, _ orientation: Orientation) -> Double {
    let portraitView = orientation == .portrait
    if device.idiom == .pad { return portraitView ? padPortrait : padLandscape }
    if device.portraitInsets.bottom == 0 {
      return portraitView ? homeButtonPortrait : homeButtonLandscape
    }
    return portraitView ? portrait : landscape
  }

  /// The colours of an appearance.
  public func colors(_ appearance: Appearance) -> KeyboardColors {
    appearance == .light ? light : dark
  }
}

/// The colours of the keyboard in one appearance.
public struct KeyboardColors: Hashable, Sendable, Codable {
  /// Behind the keys (`keyboard`).
  public var background: RGBA
  /// Letter and digit keys (`keyboard-key`).
  public var key: RGBA
  /// Shift, delete, 123, return (`keyboard-function-key`).
  public var functionKey: RGBA
  /// Key labels (`keyboard-label`).
  public var label: RGBA

  public init(background: RGBA, key: RGBA, functionKey: RGBA, label: RGBA) {
    self.background = background
    self.key = key
    self.functionKey = functionKey
    self.label = label
  }
}
