import Foundation
import PackagePlugin

/// Compiles a target's resource files into it at build time, as `StaticString` constants of
/// an internal `enum EmbeddedFiles` (see EmbedResourcesTool), so the files stay real files,
/// edited and installed as they are, and a copied binary still has them.
///
/// - StyleSheet gets the shipped sheets, the schema and the lexicon from `Styles/`, which stays
///   at the package root (`make install` copies it; the loader searches it on disk);
/// - AlertGallery, AlertServe and AlertSnapshot (its report page) get their CSS and JavaScript
///   from their `Assets/` folders
///   (excluded from the targets in Package.swift, so SwiftPM does not treat them as resources).
///
/// The files are the command's inputs, so SwiftPM runs it again whenever one of them changes.
/// DrawingVersionPlugin hashes the same folders, so the cache keys follow the files too.
@main struct EmbedResourcesPlugin: BuildToolPlugin {
  /// By target: the folder, relative to the package, and the extensions embedded from each of
  /// its subfolders (`""` is the folder itself).
  static let resources:
    [String: (folder: String, files: [(subfolder: String, extensions: Set<String>)])] = [
      "StyleSheet": ("Styles", [("", ["xml", "rng"]), ("lexicon", ["txt"])]),
      "AlertGallery": ("Sources/AlertGallery/Assets", [("", ["css", "js"])]),
      "AlertServe": ("Sources/AlertServe/Assets", [("", ["css", "js"])]),
      "AlertSnapshot": ("Sources/AlertSnapshot/Assets", [("", ["css", "js"])]),
    ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let resources = Self.resources[target.name] else {
      throw PluginError("EmbedResourcesPlugin does not know target \(target.name)")
    }
    let folder = context.package.directoryURL.appendingPathComponent(resources.folder)
    var inputs: [URL] = []
    for (subfolder, extensions) in resources.files {
      let directory = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      inputs += names.sorted().filter { name in
        !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension)
      }.map { directory.appendingPathComponent($0) }
    }
    guard !inputs.isEmpty else {
      throw PluginError("EmbedResourcesPlugin found nothing to embed in \(folder.path)")
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) files from \(resources.folder) in \(target.name)",
        executable: try context.tool(named: "EmbedResourcesTool").url,
        arguments: [output.path, context.package.directoryURL.path, folder.path]
          + inputs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }
}

/// A plugin failure, in words.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
