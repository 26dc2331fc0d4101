import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet

/// The repository's ios sheet, derived sheets written to a temporary folder, and helpers.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let styles = root.appendingPathComponent("Styles").path

  static let ios: StyleSheet = {
    do { return try StyleSheetLoader.load("ios", searchPaths: [styles]) } catch {
      fatalError("Styles/ios.xml does not load: \(error)")
    }
  }()

  /// A sheet that extends ios with `body` (elements inside `<style>`).
  static func derived(_ name: String, _ body: String) throws -> StyleSheet {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).xml")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <style name="\(name)" extends="ios" summary="test mutation">
    \(body)
    </style>
    """.write(to: file, atomically: true, encoding: .utf8)
    return try StyleSheetLoader.load(file.path, searchPaths: [styles])
  }

  static func spec(_ json: String) throws -> AlertSpec {
    let result = SpecLoader.load(text: json)
    guard let spec = result.alerts.first, result.diagnostics.isEmpty else {
      throw SnapshotFixtureError(description: "bad spec: \(result.diagnostics)")
    }
    return spec
  }

  static let deletePhotos = """
    {"id": "delete-photo-album", "title": "Delete “Vacation Photos”?",
     "message": "This album and its 128 photos will be deleted from all your devices.",
     "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}
    """

  static func configuration(
    _ style: StyleSheet = ios, device: String = "iphone-se", _ orientation: Orientation = .portrait
  ) -> RenderConfiguration {
    RenderConfiguration(
      device: style.devices.first { $0.id == device } ?? style.devices[0],
      orientation: orientation, appearance: .light, scale: 2)
  }

  static func render(_ spec: AlertSpec, style: StyleSheet = ios, level: Int = 1) throws -> Data {
    try AlertRenderer(
      style: style, pngOptions: PNGOptions(level: level, filters: level >= 6 ? .all : .none)
    ).png(spec, in: configuration(style))
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alert-snapshot-tests-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

struct SnapshotFixtureError: Error, CustomStringConvertible {
  var description: String
}
