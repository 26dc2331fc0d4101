import Foundation

/// The shipped style sheets and lexicon, compiled into the tool, so that a copied or installed
/// `alert-preview` works with no `Styles` folder on disk.
///
/// They live under the pseudo-folder ``folder`` (`<built-in>/Styles`): a built-in sheet's
/// ``StyleSheet/path`` is `<built-in>/Styles/ios.xml`, which is what messages name, and its
/// `extends` is resolved beside it, among the other built-in sheets, as for a sheet on disk.
/// They are the files of `Styles/` themselves (`*.xml`, `lexicon/*.txt`), compiled in at build
/// time by EmbedResourcesPlugin (``EmbeddedFiles``): edit a file and rebuild, and the built-in
/// copy changes with it.
public enum BuiltInStyles {
  /// The pseudo-folder of the built-in files; ``StyleSheetLoader/defaultSearchPaths()`` ends
  /// with it.
  public static let folder = "<built-in>/Styles"

  /// The shipped files, by their path below `Styles/`; the schema, which only ``StyleSchema``
  /// reads, left out.
  static let files: [String: String] = EmbeddedFiles.byPath.filter { path, _ in
    path != StyleSchema.fileName
  }.mapValues { text in "\(text)" }

  /// Whether `bytes` are one of the shipped sheets, which the build checked against the schema.
  static func isShippedSheet(_ bytes: [UInt8]) -> Bool {
    shippedSheetBytes.contains { $0.count == bytes.count && $0 == bytes }
  }

  /// The bytes of the shipped sheets (`*.xml` directly in `Styles/`).
  private static let shippedSheetBytes: [[UInt8]] = files.filter { path, _ in
    path.hasSuffix(".xml") && !path.contains("/")
  }.map { Array($0.value.utf8) }

  /// Whether `path` names something in the built-in folder (whether or not it exists).
  public static func isBuiltIn(_ path: String) -> Bool {
    path == folder || path.hasPrefix(folder + "/")
  }

  /// The text of the built-in file at `path` (`<built-in>/Styles/lexicon/cancel.txt`), or `nil`
  /// when there is none.
  public static func text(atPath path: String) -> String? {
    guard path.hasPrefix(folder + "/") else { return nil }
    return files[String(path.dropFirst(folder.count + 1))]
  }

  /// The names of the built-in files directly in the built-in folder `path` (`cancel.txt`, …
  /// for `<built-in>/Styles/lexicon`), sorted.
  public static func fileNames(in path: String) -> [String] {
    guard isBuiltIn(path) else { return [] }
    let prefix = path == folder ? "" : String(path.dropFirst(folder.count + 1)) + "/"
    return files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
      .map { String($0.dropFirst(prefix.count)) }.sorted()
  }

  /// The names of the built-in sheets (`ios`, `nhs-app`), sorted.
  public static var sheetNames: [String] {
    fileNames(in: folder).filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }
  }
}
