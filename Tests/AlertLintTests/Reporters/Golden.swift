import GoldenFiles

/// Golden reporter outputs beside the reporter tests in `__Snapshots__/` (see ``GoldenFile``).
enum Golden {
  static let files = GoldenFile.beside(#filePath, filter: "AlertLintTests")
}
