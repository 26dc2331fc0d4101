import Foundation

/// Reads one sheet file into a ``SheetLayer``: bytes, safe parse, vocabulary and schema checks, values.
enum SheetFileReader {
  /// The schema's file name, looked up beside the sheet and in the search paths.
  static let schemaFileName = "style.rng"

  /// Reads and validates `file`.
  static func read(_ file: String, searchPaths: [String]) throws -> SheetLayer {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw StyleSheetError(
        file: file, line: 0,
        message: "the style sheet cannot be read; check that it exists and is readable")
    }
    let schemaPath = try locateSchema(for: file, searchPaths: searchPaths)
    guard let schema = FileManager.default.contents(atPath: schemaPath) else {
      throw StyleSheetError(
        file: schemaPath, line: 0, message: "the schema cannot be read; check its permissions")
    }
    let outcome = SheetXMLReader.read([UInt8](data), schema: [UInt8](schema))
    if let tree = outcome.unvalidatedRoot,
      let error = StyleSheetError.combining(SheetTreeChecker.check(tree, file: file))
    {
      throw error
    }
    let schemaErrors = DiagnosticMessages.errors(
      for: outcome.schemaDiagnostics, file: schemaPath, tree: nil)
    let sheetErrors = DiagnosticMessages.errors(
      for: outcome.diagnostics, file: file, tree: outcome.unvalidatedRoot)
    if let error = StyleSheetError.combining(schemaErrors + sheetErrors) { throw error }
    guard let root = outcome.root else {
      throw StyleSheetError(file: file, line: 0, message: "the style sheet could not be read")
    }
    return try SheetLayer(root: root, file: file)
  }

  /// The `style.rng` beside `file`, else the first in `searchPaths`.
  static func locateSchema(for file: String, searchPaths: [String]) throws -> String {
    let folder = (file as NSString).deletingLastPathComponent
    let directories = [folder.isEmpty ? "." : folder] + searchPaths
    if let found = StyleSheetLoader.find(schemaFileName, in: directories) { return found }
    throw StyleSheetError(
      file: file, line: 0,
      message: "cannot find the schema \(schemaFileName) beside the sheet or in "
        + "\(StyleSheetLoader.describe(searchPaths)); add the repository's Styles folder to the "
        + "search paths (for example with ALERT_PREVIEW_STYLES)")
  }
}
