import AlertLayout
import AlertSpec
import Foundation
import StyleSheet

/// The repository's examples and ios sheet.
enum ReviewFixtures {
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

  static let examples: [AlertSpec] = SpecLoader.load(paths: [
    root.appendingPathComponent("Examples").path
  ]).alerts

  static func example(_ id: String) -> AlertSpec {
    guard let spec = examples.first(where: { $0.id == id }) else { fatalError("no example \(id)") }
    return spec
  }
}
