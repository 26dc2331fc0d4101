import AlertLayout
import AlertSpec
import Foundation
import StyleSheet

/// Shared test inputs: the repository's ios sheet and small spec builders.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let style: StyleSheet = {
    do {
      return try StyleSheetLoader.load(
        "ios", searchPaths: [root.appendingPathComponent("Styles").path])
    } catch {
      fatalError("Styles/ios.xml does not load: \(error)")
    }
  }()

  /// The repository's iOS 26 sheet (extends ios).
  static let ios26: StyleSheet = {
    do {
      return try StyleSheetLoader.load(
        "ios26", searchPaths: [root.appendingPathComponent("Styles").path])
    } catch {
      fatalError("Styles/ios26.xml does not load: \(error)")
    }
  }()

  static func device(_ id: String) -> Device {
    guard let device = style.devices.first(where: { $0.id == id }) else {
      fatalError("no device \(id) in Styles/ios.xml")
    }
    return device
  }

  static func configuration(
    _ device: String = "iphone-se", _ orientation: Orientation = .portrait,
    _ appearance: Appearance = .light
  ) -> RenderConfiguration {
    RenderConfiguration(
      device: Self.device(device), orientation: orientation, appearance: appearance, scale: 2)
  }

  static let here = SourceLocation(file: "test.json", line: 1, column: 1)

  static func button(_ label: String, _ role: ButtonRole = .default) -> AlertButton {
    AlertButton(label: label, role: role, labelLocation: here)
  }

  static func alert(
    title: String? = "Delete this photo?", message: String? = nil, buttons: [AlertButton],
    preferred: Int? = nil, fields: [AlertTextField] = [], locale: String? = nil
  ) -> AlertSpec {
    AlertSpec(
      id: "test", title: title, message: message, buttons: buttons, preferred: preferred,
      textFields: fields, locale: locale)
  }

  static func geometry(_ spec: AlertSpec, _ configuration: RenderConfiguration = configuration())
    -> AlertGeometry
  {
    AlertLayouter(style: style).geometry(of: spec, in: configuration)
  }
}
