import AlertLayout
import AlertRender
import AlertRun
import StyleSheet

/// What is drawn: the configurations (devices × orientations × appearances × scales × text
/// sizes) and formats.
extension Options {
  public static let device = Option<DeviceChoice>.list(
    "device", ["--device"], "LIST",
    help: "device ids of the style sheet, default (its default set) or all (every device it has)",
    default: "the style sheet's default set", fileKey: "devices",
    read: { texts throws(UsageError) in try DeviceChoice(texts) })

  public static let orientation = Option<[Orientation]>.list(
    "orientation", ["--orientation"], "LIST", help: "portrait, landscape or all",
    default: "all", fileKey: "orientations",
    read: { texts throws(UsageError) in
      try ChoiceValue.list(texts, of: Orientation.self, for: "--orientation")
    })

  public static let appearance = Option<[Appearance]>.list(
    "appearance", ["--appearance"], "LIST", help: "light, dark or all", default: "light",
    fileKey: "appearances",
    read: { texts throws(UsageError) in
      try ChoiceValue.list(texts, of: Appearance.self, for: "--appearance")
    })

  public static let scale = Option<[ScaleChoice]>.list(
    "scale", ["--scale"], "LIST",
    help: "pixels per point: 1, 2, 3, or native for each device's own (3 on most iPhones, 2 "
      + "on iPhone SE and iPads); 2 by default so file names and snapshot references stay @2x "
      + "on every device",
    default: "2",
    fileKey: "scale",
    read: { texts throws(UsageError) in
      var scales: [ScaleChoice] = []
      for text in texts {
        let scale = try ScaleChoice.option(text)
        if !scales.contains(scale) { scales.append(scale) }
      }
      return scales
    })

  public static let textSize = Option<[TextSize]>.list(
    "text-size", ["--text-size"], "LIST",
    help: "Dynamic Type sizes: xS S M L xL xxL xxxL AX1 … AX5 (or UIKit's names, any case), "
      + "or all; sizes other than L go into file names",
    default: "the style sheet's sizes, Large unless it lists others", fileKey: "text-sizes",
    read: { texts throws(UsageError) in try TextSize.options(texts) })

  public static let keyboard = Option<KeyboardVisibility>.value(
    "keyboard", ["--keyboard"], "shown|none",
    help: "alerts with text fields: draw the keyboard and centre the alert above it, as users "
      + "see it, or leave it out (none adds .no-keyboard to file names)",
    default: "shown", fileKey: "keyboard",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: KeyboardVisibility.self, for: "--keyboard")
    })

  public static let imageFormats = Option<[ImageFormat]>.list(
    "image-formats", ["--format"], "LIST", help: "image formats: png, svg or all",
    default: "png",
    read: { texts throws(UsageError) in
      try ChoiceValue.list(texts, of: ImageFormat.self, for: "--format")
    })

  /// The options that choose configurations, in help order.
  public static let look: [OptionDeclaration] = [
    device.declaration, orientation.declaration, appearance.declaration, scale.declaration,
    textSize.declaration, keyboard.declaration,
  ]
}

extension ParsedOptions {
  /// The configurations the look options choose; what they leave open is the command's.
  public var look: LookOptions {
    LookOptions(
      devices: self[Options.device], orientations: self[Options.orientation],
      appearances: self[Options.appearance], scales: self[Options.scale],
      textSizes: self[Options.textSize], formats: self[Options.imageFormats],
      keyboard: self[Options.keyboard])
  }
}
