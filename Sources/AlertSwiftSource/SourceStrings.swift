import AlertSpec
import AlertStrings
import Foundation

/// Ties the text of an alert found in Swift to the app's strings, so `--locale` shows its
/// translations as it does for a spec that names keys.
///
/// iOS looks a `Text("Delete")` or `String(localized: "Delete")` up by the text itself, in the
/// `Localizable` table. The strings are the nearest `Localizable.xcstrings`, or folder of
/// `<locale>.lproj/Localizable.strings`, in the Swift file's folder or a folder above it, up
/// to the project's root (a folder with `Package.swift`, an `.xcodeproj` or `.git`). A text
/// whose key is in them becomes a key; any other text stays plain, as does everything when no
/// strings are found.
public enum SourceStrings {
  /// `spec` with `strings` set and only the keys the app's strings hold.
  ///
  /// `folders` are the strings folders the project's tables found each field's key in
  /// (``ProjectTables``): the spec's strings are then the title's folder (or the first field's),
  /// and a field found in another folder keeps its text without a key.
  static func bind(
    _ spec: AlertSpec, folders: [String: String] = [:], strings: StringSources
  ) -> AlertSpec {
    var bound = spec
    if let file = spec.locations[""]?.file,
      let chosen = folders["title"] ?? folders.sorted(by: { $0.key < $1.key }).first?.value
    {
      bound.keys = spec.keys.filter { folders[$0.key] == chosen }
      let here = (file as NSString).deletingLastPathComponent
      // A folder with the keys' catalog is named by the catalog, as a spec names it.
      let tables = Set(bound.keys.values.map(\.table))
      let catalog = tables.count == 1 ? tables.first.map { "\(chosen)/\($0).xcstrings" } : nil
      let target = catalog.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
      bound.strings = ImportedSpec.relativePath(
        from: here.isEmpty ? "." : here, to: target ?? chosen)
      return bound
    }
    bound.keys = [:]
    guard !spec.keys.isEmpty, let file = spec.locations[""]?.file,
      let found = nearest(above: file)
    else { return bound }
    guard case .success(let source) = strings.source(at: found.path),
      let table = source.tables[StringKey.defaultTable]
    else { return bound }
    bound.keys = spec.keys.filter { table.entries[$0.value.key] != nil }
    if !bound.keys.isEmpty { bound.strings = found.relative }
    return bound
  }

  /// The strings nearest to `file`: their path, and that path relative to `file`'s folder.
  static func nearest(above file: String) -> (path: String, relative: String)? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
    var climbed: [String] = []
    let manager = FileManager.default
    for _ in 0..<32 {
      let catalog = folder.appendingPathComponent("Localizable.xcstrings").path
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      let up = climbed.isEmpty ? "" : climbed.joined(separator: "/") + "/"
      if manager.fileExists(atPath: catalog) {
        return (catalog, up + "Localizable.xcstrings")
      }
      if names.contains(where: {
        $0.hasSuffix(".lproj")
          && manager.fileExists(
            atPath: folder.appendingPathComponent($0).appendingPathComponent(
              "Localizable.strings"
            ).path)
      }) {
        return (folder.path, up.isEmpty ? "." : String(up.dropLast()))
      }
      let isRoot = names.contains {
        $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj")
      }
      let parent = folder.deletingLastPathComponent()
      if isRoot || parent.path == folder.path { return nil }
      folder = parent
      climbed.append("..")
    }
    return nil
  }
}
