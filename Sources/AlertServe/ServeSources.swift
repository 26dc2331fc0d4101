import AlertSpec
import StyleSheet

/// What `serve` serves, supplied by the command: how to read PATH and the style sheet, and how
/// to build the static gallery. The command owns reading (Swift sources, strings, the sheet
/// search path); the server calls these again whenever a watched file changes.
public struct ServeSources: Sendable {
  /// The alerts read from PATH, their input errors, and the style sheet.
  public struct Loaded: Sendable {
    /// The alerts, in input order, with their strings read.
    public var specs: [AlertSpec]
    /// The input errors of PATH.
    public var diagnostics: [SpecDiagnostic]
    /// The style sheet.
    public var style: StyleSheet

    /// What one reading gave.
    public init(specs: [AlertSpec], diagnostics: [SpecDiagnostic], style: StyleSheet) {
      self.specs = specs
      self.diagnostics = diagnostics
      self.style = style
    }
  }

  /// The files and folders given as PATH; watched for changes.
  public var paths: [String]
  /// The folders the style sheets come from; watched for changes.
  public var styleFolders: [String]
  /// Reads PATH and the style sheet; throws when the sheet cannot be read.
  public var load: @Sendable () throws -> Loaded
  /// Writes the static gallery of PATH into the folder given (the gallery command's build).
  public var buildGallery: @Sendable (_ folder: String) throws -> Void

  /// The sources of a server.
  public init(
    paths: [String], styleFolders: [String], load: @escaping @Sendable () throws -> Loaded,
    buildGallery: @escaping @Sendable (_ folder: String) throws -> Void
  ) {
    self.paths = paths
    self.styleFolders = styleFolders
    self.load = load
    self.buildGallery = buildGallery
  }
}
