import AlertLayout
import AlertRender
import AlertSupport
import StyleSheet

/// The configurations and formats a command renders: the options' choices, with the
/// command's defaults for what they leave open.
public struct Selection {
  /// Every combination of the chosen values.
  public var configurations: [RenderConfiguration]
  /// The image formats chosen.
  public var formats: [ImageFormat]
  /// The Dynamic Type sizes chosen, or the style sheet's.
  public var textSizes: [TextSize]

  /// The selection `look` makes on `style`; devices default to the sheet's default set,
  /// orientations to both, scale to 2 and text sizes to the sheet's.
  public init(
    _ look: LookOptions, style: StyleSheet, defaultAppearances: [Appearance] = [.light],
    defaultFormats: [ImageFormat] = [.png]
  ) throws(UsageError) {
    let devices = try (look.devices ?? .defaults).devices(of: style)
    formats = look.formats ?? defaultFormats
    textSizes = look.textSizes ?? style.textSizes
    // 2 by default, not native: output and reference names carry the scale, so a native
    // default would rename every existing @2x file and triple the pixels of phone images.
    configurations = RenderConfiguration.all(
      devices: devices, orientations: look.orientations ?? Orientation.allCases,
      appearances: look.appearances ?? defaultAppearances, scaleChoices: look.scales ?? [.fixed(2)],
      textSizes: textSizes)
    let keyboard = look.keyboard ?? .shown
    for index in configurations.indices { configurations[index].keyboard = keyboard }
  }
}
