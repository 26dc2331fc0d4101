import Foundation
import PackagePlugin

/// Generates a constant that is a SHA-256 of every file in the folders of the modules a
/// target's output is made by, so a cache keyed by it changes whenever that code does: no
/// version string to remember to bump. Every file, not only the sources SwiftPM compiles: the
/// CSS and JavaScript EmbedResourcesPlugin compiles in from a module's `Assets/` count too.
///
/// - AlertRender gets `AlertRenderer.drawingVersion`: the spec model, the style sheet reader
///   with the built-in sheets (`Styles/`, embedded by EmbedResourcesPlugin), layout, rendering
///   and the PNG writer (the render cache's key).
/// - AlertGallery gets `GalleryWriter.pagesVersion`: the pages with their CSS and JavaScript,
///   the markup writer, the linter (its rule catalogue is on the pages) and the spec model (the
///   gallery's page cache).
///
/// The files are the command's inputs, so SwiftPM runs it again whenever one of them changes
/// (and only then).
@main struct DrawingVersionPlugin: BuildToolPlugin {
  /// By target: the type extended, the constant's name, the modules hashed and other folders
  /// hashed (relative to the package).
  static let versions:
    [String: (type: String, name: String, modules: [String], folders: [String])] = [
      "AlertRender": (
        "AlertRenderer", "drawingVersion",
        ["AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "CPNGCodec"], ["Styles"]
      ),
      "AlertGallery": (
        "GalleryWriter", "pagesVersion", ["AlertGallery", "AlertMarkup", "AlertLint", "AlertSpec"],
        []
      ),
    ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let version = Self.versions[target.name] else {
      throw PluginError("DrawingVersionPlugin does not know target \(target.name)")
    }
    let modules = try context.package.targets(named: version.modules).compactMap(\.sourceModule)
    let folders =
      try modules.map { try Self.folder(of: $0, in: context.package) }
      + version.folders.map { context.package.directoryURL.appendingPathComponent($0) }
    let inputs = try folders.flatMap(Self.files(under:)).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "\(version.type)+\(version.name).swift")
    return [
      .buildCommand(
        displayName: "Hashing \(version.modules.joined(separator: ", ")) into "
          + "\(version.type).\(version.name)",
        executable: try context.tool(named: "DrawingVersionTool").url,
        arguments: [
          output.path, context.package.directoryURL.path, version.type, version.name,
          (version.modules + version.folders).joined(separator: ", "),
        ] + inputs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// `Sources/<name>`, the module's folder (`Target.directoryURL` needs tools version 6.1,
  /// and `directory` is deprecated); a module elsewhere is an error, not a partial hash.
  static func folder(of module: any SourceModuleTarget, in package: Package) throws -> URL {
    let folder = package.directoryURL.appendingPathComponent("Sources/" + module.name)
    let prefix = folder.standardizedFileURL.path + "/"
    guard module.sourceFiles.allSatisfy({ $0.url.standardizedFileURL.path.hasPrefix(prefix) })
    else {
      throw PluginError(
        "DrawingVersionPlugin hashes a module's folder, Sources/\(module.name), but some of "
          + "\(module.name)'s sources are elsewhere; hash its real folder")
    }
    return folder
  }

  /// The regular files in `folder` and its subfolders, hidden ones (`.DS_Store`) left out.
  static func files(under folder: URL) throws -> [URL] {
    guard
      let walk = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { throw PluginError("DrawingVersionPlugin cannot list \(folder.path)") }
    return try walk.compactMap { $0 as? URL }.filter { file in
      try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
    }
  }
}

/// A plugin failure, in words.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
