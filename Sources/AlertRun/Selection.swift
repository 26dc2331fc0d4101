import AlertLayout
import AlertRender
import AlertSupport
import StyleSheet

/// The configurations and formats a command renders, chosen by options with defaults.
public struct Selection {
  /// Every combination of the chosen values.
  public var configurations: [RenderConfiguration]
  /// The image formats chosen with `--format`.
  public var formats: [ImageFormat]
  /// The Dynamic Type sizes chosen with `--text-size`, or the style sheet's.
  public var textSizes: [TextSize]

  /// The options the selection reads.
  public static let valuedOptions: Set<String> = [
    "--device", "--orientation", "--appearance", "--scale", "--format", "--text-size",
    KeyboardOption.name,
  ]

  /// Reads `--device`, `--orientation`, `--appearance`, `--scale`, `--format`, `--text-size`
  /// and `--keyboard`.
  public init(
    _ arguments: Arguments, style: StyleSheet, defaultAppearances: [Appearance] = [.light],
    defaultFormats: [ImageFormat] = [.png]
  ) throws {
    let devices: [Device]
    if let names = arguments.list("--device"), names != ["all"] {
      devices = try names.map { name in
        guard let device = style.devices.first(where: { $0.id == name }) else {
          let known = style.devices.map(\.id)
          let hint =
            Suggestion.nearest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
          throw UsageError(
            "no device '\(name)' in style sheet '\(style.name)'.\(hint) Devices: \(known.joined(separator: ", "))."
          )
        }
        return device
      }
    } else {
      devices = style.defaultDevices
    }
    let orientations = try Self.choices(
      arguments.list("--orientation"), "--orientation", Orientation.allCases)
    let appearances = try Self.choices(
      arguments.list("--appearance"), "--appearance", defaultAppearances, all: Appearance.allCases)
    formats = try Self.choices(
      arguments.list("--format"), "--format", defaultFormats, all: ImageFormat.allCases)
    // 2 by default, not native: output and reference names carry the scale, so a native
    // default would rename every existing @2x file and triple the pixels of phone images.
    let scales = try (arguments.list("--scale") ?? ["2"]).map { text in
      guard let scale = ScaleChoice(parsing: text) else {
        throw UsageError(
          "--scale must be 1, 2, 3 (pixels per point) or native (each device's own), not '\(text)'."
        )
      }
      return scale
    }
    textSizes = try Self.textSizes(arguments.list("--text-size"), default: style.textSizes)
    configurations = RenderConfiguration.all(
      devices: devices, orientations: orientations, appearances: appearances,
      scaleChoices: scales, textSizes: textSizes)
    let keyboard = try KeyboardOption.visibility(arguments)
    for index in configurations.indices { configurations[index].keyboard = keyboard }
  }

  /// The sizes `given` names (`AX3`, `accessibilityExtraLarge`, `all`), in the order given.
  public static func textSizes(_ given: [String]?, default defaults: [TextSize]) throws
    -> [TextSize]
  {
    guard let given else { return defaults }
    if given == ["all"] { return TextSize.allCases }
    var sizes: [TextSize] = []
    for text in given {
      guard let size = TextSize(name: text) else {
        let names = TextSize.allCases.map(\.rawValue).joined(separator: " ")
        let hint =
          Suggestion.nearest(to: text, among: TextSize.allCases.map(\.rawValue))
          .map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(
          "--text-size takes \(names), UIKit's names such as accessibilityExtraLarge, or all, not '\(text)'.\(hint)"
        )
      }
      if !sizes.contains(size) { sizes.append(size) }
    }
    return sizes
  }

  private static func choices<T: RawRepresentable & CaseIterable>(
    _ given: [String]?, _ option: String, _ defaults: [T], all: [T]? = nil
  ) throws -> [T] where T.RawValue == String {
    let all = all ?? Array(T.allCases)
    guard let given else { return defaults }
    if given == ["all"] { return all }
    return try given.map { text in
      guard let value = T(rawValue: text) else {
        throw UsageError(
          "\(option) takes \(all.map(\.rawValue).joined(separator: ", ")) or all, not '\(text)'.")
      }
      return value
    }
  }

  private static func choices<T: RawRepresentable & CaseIterable>(
    _ given: [String]?, _ option: String, _ all: [T]
  ) throws -> [T] where T.RawValue == String {
    try choices(given, option, all, all: all)
  }
}
