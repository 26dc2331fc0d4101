import AlertLayout
import AlertSpec
import Foundation
import StyleSheet

/// The repository's examples and ios sheet.
enum RenderFixtures {
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

  /// The iOS 26 sheet.
  static let ios26: StyleSheet = {
    do {
      return try StyleSheetLoader.load(
        "ios26", searchPaths: [root.appendingPathComponent("Styles").path])
    } catch {
      fatalError("Styles/ios26.xml does not load: \(error)")
    }
  }()

  static let examples: [AlertSpec] = SpecLoader.load(paths: [
    root.appendingPathComponent("Examples").path
  ]).alerts

  static func example(_ id: String) -> AlertSpec {
    guard let spec = examples.first(where: { $0.id == id }) else { fatalError("no example \(id)") }
    return spec
  }

  static func configuration(
    _ device: String, _ orientation: Orientation, _ appearance: Appearance, scale: Int = 2
  ) -> RenderConfiguration {
    guard let d = style.devices.first(where: { $0.id == device }) else {
      fatalError("no device \(device)")
    }
    return RenderConfiguration(
      device: d, orientation: orientation, appearance: appearance, scale: scale)
  }
}
