import AlertSupport
import Foundation

/// Reads one sheet file into a ``SheetLayer``: bytes, safe parse, vocabulary and schema checks, values.
enum SheetFileReader {
  /// The largest sheet accepted, in bytes (256 KiB); the shipped sheets are under 8 KB.
  static let maximumBytes = 256 << 10

  /// Reads and validates `file` against the tool's own schema (``StyleSchema``).
  static func read(_ file: String) throws -> SheetLayer {
    if BuiltInStyles.isBuiltIn(file) {
      guard let text = BuiltInStyles.text(atPath: file) else {
        throw StyleSheetError(
          file: file, line: 0,
          message: "there is no such built-in style sheet; the built-in sheets are "
            + BuiltInStyles.sheetNames.joined(separator: ", "))
      }
      return try read(bytes: Array(text.utf8), file: file)
    }
    return try read(bytes: [UInt8](try contents(of: file)), file: file)
  }

  /// Reads and validates a sheet's XML `bytes`, as if read from `file` (for its messages). A
  /// shipped sheet, built in or its copy on disk, byte for byte, was checked against the schema
  /// when the tool was built (EmbedResourcesTool), so it is not checked again.
  static func read(bytes: [UInt8], file: String) throws -> SheetLayer {
    guard bytes.count <= maximumBytes else { throw tooLarge(file) }
    let schema = BuiltInStyles.isShippedSheet(bytes) ? nil : StyleSchema.bytes
    let outcome = SheetXMLReader.read(bytes, schema: schema)
    if let tree = outcome.unvalidatedRoot,
      let error = StyleSheetError.combining(SheetTreeChecker.check(tree, file: file))
    {
      throw error
    }
    let schemaErrors = DiagnosticMessages.errors(
      for: outcome.schemaDiagnostics, file: "Styles/style.rng (built in)", tree: nil)
    let sheetErrors = DiagnosticMessages.errors(
      for: outcome.diagnostics, file: file, tree: outcome.unvalidatedRoot)
    if let error = StyleSheetError.combining(schemaErrors + sheetErrors) { throw error }
    guard let root = outcome.root else {
      throw StyleSheetError(file: file, line: 0, message: "the style sheet could not be read")
    }
    return try SheetLayer(root: root, file: file)
  }

  /// The file's bytes through ``RegularFile``: a named pipe or a device is refused unopened
  /// for reading, and nothing past ``maximumBytes`` is read.
  private static func contents(of file: String) throws -> Data {
    do throws(RegularFileError) {
      return try RegularFile.read(file, limit: maximumBytes)
    } catch {
      if case .tooLarge = error.problem { throw tooLarge(file) }
      throw StyleSheetError(file: file, line: 0, message: "the style sheet " + error.reason)
    }
  }

  /// The error for a sheet over ``maximumBytes``.
  private static func tooLarge(_ file: String) -> StyleSheetError {
    StyleSheetError(
      file: file, line: 0,
      message: "the style sheet is larger than \(maximumBytes >> 10) KiB, the limit for sheets "
        + "(the shipped ones are under 8 KB); split it with extends, or remove what it does "
        + "not need")
  }
}
