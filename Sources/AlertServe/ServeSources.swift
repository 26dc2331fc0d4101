import AlertPipeline
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// What `serve` serves: PATH read as every command reads it (the run's `Inputs`, with each
/// alert's strings in every locale), the folders the style sheet comes from, and the static
/// gallery of PATH built by the gallery's own run. The server reads again whenever a watched
/// file changes.
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
  /// What PATH is read with: the sheet, the screen, the project file's rules and exclusions.
  public var inputs: InputOptions
  /// The folders the style sheets come from; watched for changes.
  public var styleFolders: [String]

  /// The sources of a server on `paths`, read with `inputs`.
  public init(paths: [String], inputs: InputOptions) {
    self.paths = paths
    self.inputs = inputs
    styleFolders = Self.styleFolders(inputs.style)
  }

  /// Reads PATH and the style sheet; throws when the sheet cannot be read. Input errors are
  /// also told on the terminal, as every command tells them.
  public func load() throws -> Loaded {
    let run = try Run.start(plan(label: "serve"), sink: TerminalSink())
    return Loaded(
      specs: run.groups.flatMap(\.specs), diagnostics: run.inputs.diagnostics,
      style: run.inputs.style)
  }

  /// Writes the static gallery of PATH into `folder`, with the gallery's defaults.
  public func buildGallery(_ folder: String) throws {
    var plan = plan(label: "gallery")
    plan.output.out = folder
    _ = try Run.start(plan, sink: TerminalSink()).gallery(GalleryPlan(title: "Alert previews"))
  }

  /// The run of PATH in every locale of its strings, as the gallery shows them.
  private func plan(label: String) -> RunPlan {
    RunPlan(
      paths: paths, inputs: inputs, locales: LocaleSelection(nil, defaultsToAll: true), label: label
    )
  }

  /// The folders a style sheet can come from: the search path, or the folder of a sheet file.
  static func styleFolders(_ style: String) -> [String] {
    let folders = StyleSheetLoader.defaultSearchPaths().filter {
      FileManager.default.fileExists(atPath: $0)
    }
    guard style.hasSuffix(".xml") else { return Array(folders.prefix(1)) }
    return [URL(fileURLWithPath: style).deletingLastPathComponent().path]
  }
}
