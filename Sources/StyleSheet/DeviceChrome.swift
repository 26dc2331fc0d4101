/// What of the device is drawn around the app screen (the chrome option).
public enum DeviceChrome: String, Hashable, Sendable, Codable, CaseIterable {
  /// The app screen alone, as every reference is drawn.
  case none
  /// The status bar (9:41, signal, Wi-Fi, battery) and the home indicator, which the system
  /// draws over the app in a screenshot.
  case status
  /// The status bar and home indicator, the camera cutout and the rounded screen corners.
  case device
}

/// The camera cutout at the top of a screen (`<chrome cutout>`).
public enum CameraCutout: String, Hashable, Sendable, Codable, CaseIterable {
  case none
  /// Hangs from the top edge (iPhone X to 14).
  case notch
  /// A pill below the top edge (iPhone 14 Pro and later).
  case island
}

/// The sizes, in points, of what the system draws over the app on one device (`<chrome>`).
public struct DeviceChromeMetrics: Hashable, Sendable, Codable {
  /// Height of the status bar in portrait (the portrait safe-area top when unset).
  public var statusBar: Double = 20
  public var cutout = CameraCutout.none
  public var cutoutWidth: Double = 0
  public var cutoutHeight: Double = 0
  /// Space above the cutout (0 for a notch).
  public var cutoutTop: Double = 0
  /// Width of the home indicator; 0 for none (Home-button devices).
  public var homeIndicator: Double = 0

  /// A device with a plain status bar and nothing else.
  public init() {}
}
