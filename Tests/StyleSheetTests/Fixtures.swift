import Foundation
import Testing

@testable import StyleSheet

/// Paths and temporary files shared by the style-sheet tests.
enum Fixtures {
  /// The repository's `Styles` folder, found from this file's path.
  static let stylesFolder: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Styles").path

  /// The search paths of the tests: the repository's `Styles`.
  static var searchPaths: [String] { [stylesFolder] }

  /// A new empty temporary folder.
  static func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylesheet-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Writes `text` to `name` in `folder`; returns the path.
  @discardableResult
  static func write(_ text: String, to name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Writes `text` as a sheet in a new folder and loads it; returns the error it throws.
  static func error(loading text: String, name: String = "sheet.xml") throws -> StyleSheetError {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try write(text, to: name, in: folder)
    return try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load(path, searchPaths: searchPaths)
    }
  }

  /// A derived sheet holding `body`.
  static func derived(_ body: String, extends parent: String = "ios") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <style name="derived" extends="\(parent)" summary="A test sheet">
    \(body)
    </style>
    """
  }
}
