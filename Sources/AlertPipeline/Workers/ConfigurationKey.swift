import AlertLayout
import StyleSheet

/// A configuration as it travels to a worker: its device by id in the sheet the message names
/// (sent before it), the device itself only when the sheet has none equal to it; the rest as
/// it is. A device is most of a configuration's size, and every item names one.
struct ConfigurationKey: Codable, Equatable {
  var device: String
  var deviceItself: Device?
  var orientation: Orientation
  var appearance: Appearance
  var scale: Int
  var textSize: TextSize
  var locale: String?
  var keyboard: KeyboardVisibility

  init(_ configuration: RenderConfiguration, in style: StyleSheet) {
    device = configuration.device.id
    let known = style.devices.first { $0.id == configuration.device.id }
    deviceItself = known == configuration.device ? nil : configuration.device
    orientation = configuration.orientation
    appearance = configuration.appearance
    scale = configuration.scale
    textSize = configuration.textSize
    locale = configuration.locale
    keyboard = configuration.keyboard
  }

  /// The configuration, its device found in `style`.
  func configuration(in style: StyleSheet) throws -> RenderConfiguration {
    guard let found = deviceItself ?? style.devices.first(where: { $0.id == device }) else {
      throw WorkerError("the sheet '\(style.name)' has no device '\(device)'")
    }
    return RenderConfiguration(
      device: found, orientation: orientation, appearance: appearance, scale: scale,
      textSize: textSize, locale: locale, keyboard: keyboard)
  }
}
