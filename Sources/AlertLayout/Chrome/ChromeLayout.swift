import StyleSheet

/// Where the system's chrome goes on one screen, in points: the status bar's time and icons,
/// the home indicator, and with the device drawn, the camera cutout and the screen corners.
///
/// The icons are simple vector stand-ins (bars, a fan, a battery), not Apple's artwork; their
/// sizes follow designers' iOS templates and are UNVERIFIED.
package struct ChromeLayout {
  package var screen: Size
  /// The colour of the time, icons and home indicator: the palette's title colour (black in
  /// light appearance, white in dark).
  package var content: RGBA
  package var time: PlacedText?
  /// The four signal bars' box.
  package var signal: Rect?
  /// The Wi-Fi fan's box.
  package var wifi: Rect?
  /// The battery's box, its nub included.
  package var battery: Rect?
  package var homeIndicator: Rect?
  /// The camera cutout, drawn black; a notch's box reaches past the screen edge so only its
  /// far corners show rounded.
  package var cutout: Rect?
  package var cutoutKind = CameraCutout.none
  /// The screen's corner radius, outside which the device is drawn black; 0 for none.
  package var cornerRadius: Double = 0

  /// Icon sizes at a 44-pt or taller status bar; 20- and 24-pt bars draw them at 3/4.
  /// UNVERIFIED (designers' templates): signal 17 × 11, Wi-Fi 15 × 11, battery 25 × 11.5,
  /// 5 apart; the time in the title font, semibold, 17 pt (12 pt in a short bar).
  static let signalSize = Size(width: 17, height: 11)
  static let wifiSize = Size(width: 15, height: 11)
  static let batterySize = Size(width: 25, height: 11.5)
  static let iconGap: Double = 5
  /// The home indicator's thickness and its gap to the bottom edge (UNVERIFIED: 5 and 8).
  static let homeIndicatorHeight: Double = 5
  static let homeIndicatorGap: Double = 8
}
