import StyleSheet

/// One way of showing an alert: a device in an orientation and appearance, at a pixel scale.
public struct RenderConfiguration: Hashable, Sendable {
  /// The device of the style sheet's catalogue.
  public var device: Device
  public var orientation: Orientation
  public var appearance: Appearance
  /// Pixels per point of the image (1, 2 or 3); independent of the device's own scale.
  public var scale: Int

  public init(device: Device, orientation: Orientation, appearance: Appearance, scale: Int) {
    self.device = device
    self.orientation = orientation
    self.appearance = appearance
    self.scale = scale
  }

  /// `iphone-se.portrait.light@2x`: the stable part of output names.
  public var slug: String {
    "\(device.id).\(orientation.rawValue).\(appearance.rawValue)@\(scale)x"
  }

  /// `iPhone SE (3rd generation) portrait`, as findings and captions name it.
  public var displayName: String {
    "\(device.name) \(orientation.rawValue)"
  }

  /// Every combination of the given choices, devices outermost, in a stable order.
  public static func all(
    devices: [Device], orientations: [Orientation], appearances: [Appearance], scales: [Int]
  ) -> [RenderConfiguration] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        appearances.flatMap { appearance in
          scales.map {
            RenderConfiguration(
              device: device, orientation: orientation, appearance: appearance, scale: $0)
          }
        }
      }
    }
  }
}
