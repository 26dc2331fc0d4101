import AlertLayout
import AlertRender
import StyleSheet

/// Which devices a run draws on: the style sheet's default set, every device it has, or
/// devices it names.
public enum DeviceChoice: Hashable, Sendable, CustomStringConvertible {
  /// The sheet's default devices (`default`).
  case defaults
  /// Every device of the sheet (`all`).
  case all
  /// Devices by id, in order; `default` among them stands for the default set.
  case named([String])

  /// Reads `default`, `all` or a list of device ids (checked against the sheet later).
  public init(_ texts: [String]) throws(UsageError) {
    let lowered = texts.map { $0.lowercased() }
    if lowered == ["all"] {
      self = .all
    } else if lowered == ["default"] {
      self = .defaults
    } else if lowered.contains("all") {
      throw UsageError("--device all stands alone; give either all or a list of device ids.")
    } else {
      self = .named(texts)
    }
  }

  public var description: String {
    switch self {
    case .defaults: "default"
    case .all: "all"
    case .named(let ids): ids.joined(separator: ",")
    }
  }

  /// The devices of `style` this choice names; an unknown id is a usage error with the
  /// nearest id.
  public func devices(of style: StyleSheet) throws(UsageError) -> [Device] {
    switch self {
    case .defaults: return style.defaultDevices
    case .all: return style.devices
    case .named(let ids):
      var devices: [Device] = []
      for id in ids {
        let found: [Device]
        if id.lowercased() == "default" {
          found = style.defaultDevices
        } else if let device = style.devices.first(where: { $0.id.lowercased() == id.lowercased() })
        {
          found = [device]
        } else {
          let known = style.devices.map(\.id)
          throw UsageError(
            "no device '\(id)' in style sheet '\(style.name)'."
              + ChoiceValue.question(id, known)
              + " Devices: default, all, \(known.joined(separator: ", ")).")
        }
        for device in found where !devices.contains(where: { $0.id == device.id }) {
          devices.append(device)
        }
      }
      return devices
    }
  }
}

/// The configurations the options choose, before a style sheet is known: `nil` leaves a
/// value to the command's default.
public struct LookOptions: Hashable, Sendable {
  public var devices: DeviceChoice?
  public var orientations: [Orientation]?
  public var appearances: [Appearance]?
  public var scales: [ScaleChoice]?
  public var textSizes: [TextSize]?
  public var formats: [ImageFormat]?
  public var keyboard: KeyboardVisibility?

  public init(
    devices: DeviceChoice? = nil, orientations: [Orientation]? = nil,
    appearances: [Appearance]? = nil, scales: [ScaleChoice]? = nil, textSizes: [TextSize]? = nil,
    formats: [ImageFormat]? = nil, keyboard: KeyboardVisibility? = nil
  ) {
    self.devices = devices
    self.orientations = orientations
    self.appearances = appearances
    self.scales = scales
    self.textSizes = textSizes
    self.formats = formats
    self.keyboard = keyboard
  }
}

extension ScaleChoice {
  /// A scale as `--scale` takes it: 1, 2, 3 or native.
  public static func option(_ text: String) throws(UsageError) -> ScaleChoice {
    guard let scale = ScaleChoice(parsing: text) else {
      throw UsageError(
        "--scale must be 1, 2, 3 (pixels per point) or native (each device's own), not '\(text)'.")
    }
    return scale
  }
}

extension TextSize {
  /// A size as `--text-size` takes it: a short name or UIKit's, in any case.
  public static func option(_ text: String) throws(UsageError) -> TextSize {
    guard let size = TextSize(name: text) else {
      let names = TextSize.allCases.map(\.rawValue)
      throw UsageError(
        "--text-size takes \(names.joined(separator: " ")), UIKit's names such as "
          + "accessibilityExtraLarge, or all, not '\(text)'."
          + ChoiceValue.question(text, names))
    }
    return size
  }

  /// Sizes as `--text-size` takes them, in the order given; `all` alone is every size.
  public static func options(_ texts: [String]) throws(UsageError) -> [TextSize] {
    if texts.count == 1, texts[0].lowercased() == "all" { return TextSize.allCases }
    var sizes: [TextSize] = []
    for text in texts {
      let size = try option(text)
      if !sizes.contains(size) { sizes.append(size) }
    }
    return sizes
  }
}
