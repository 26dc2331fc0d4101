import Foundation
import PackagePlugin

/// Generates a constant that is a SHA-256 of every source file of the modules a target's
/// output is made by, so a cache keyed by it changes whenever that code does: no version
/// string to remember to bump.
///
/// - AlertRender gets `AlertRenderer.drawingVersion`: the spec model, the style sheet reader
///   with the built-in sheets, layout, rendering and the PNG writer (the render cache's key).
/// - AlertGallery gets `GalleryWriter.pagesVersion`: the pages, the markup writer, the linter
///   (its rule catalogue is on the pages) and the spec model (the gallery's page cache).
///
/// The files are the command's inputs, so SwiftPM runs it again whenever one of them changes
/// (and only then).
@main struct DrawingVersionPlugin: BuildToolPlugin {
  /// By target: the type extended, the constant's name and the modules hashed.
  static let versions: [String: (type: String, name: String, modules: [String])] = [
    "AlertRender": (
      "AlertRenderer", "drawingVersion",
      ["AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "CPNGCodec"]
    ),
    "AlertGallery": (
      "GalleryWriter", "pagesVersion", ["AlertGallery", "AlertMarkup", "AlertLint", "AlertSpec"]
    ),
  ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let version = Self.versions[target.name] else {
      throw PluginError("DrawingVersionPlugin does not know target \(target.name)")
    }
    let modules = try context.package.targets(named: version.modules).compactMap(\.sourceModule)
    let inputs = modules.flatMap { module in module.sourceFiles.map(\.url) }
      .sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "\(version.type)+\(version.name).swift")
    return [
      .buildCommand(
        displayName: "Hashing \(version.modules.joined(separator: ", ")) into "
          + "\(version.type).\(version.name)",
        executable: try context.tool(named: "DrawingVersionTool").url,
        arguments: [
          output.path, context.package.directoryURL.path, version.type, version.name,
          version.modules.joined(separator: ", "),
        ] + inputs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }
}

/// A plugin failure, in words.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
