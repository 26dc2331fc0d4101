import Foundation

/// A folder of links to a resolved set of font files, which fontconfig scans once and then
/// reads from its own cache: loading the files one by one (`FcConfigAppFontAddFile`) opens
/// each with FreeType at every start, about a tenth of a cold start with the sheet's 33 files.
///
/// The folder lives under the user's cache folder (`alert-preview/fonts/<digest>`, beside
/// ``FontResolutionStore``'s file) and is named by a digest of the files' paths and
/// modification times, so a font replaced in place gets a new folder and is scanned again (the
/// cache fontconfig keeps for a folder follows the folder's own time, not its links' targets).
/// Each link keeps its file's name, which is what findings and fingerprints show of a face. The
/// folder is made under a temporary name and renamed into place whole, so concurrent runs
/// either find it complete or make their own. `nil` when the cache folder cannot be written:
/// the files are then loaded one by one, as before.
enum FontFolder {
  /// The folder for `files`, made when missing, and the folder fontconfig keeps its caches in.
  static func prepare(
    _ files: [String], in base: URL? = FontResolutionStore.file?.deletingLastPathComponent()
  ) -> (fonts: String, fontconfigCache: String)? {
    guard let base else { return nil }
    let description = files.map { file in
      "\(file)\t\(FontResolutionStore.stamp(of: file).modified)"
    }.joined(separator: "\n")
    let digest = String(ContentDigest.sha256("v1\n" + description).prefix(24))
    let fonts = base.appendingPathComponent("fonts")
    let folder = fonts.appendingPathComponent(digest)
    let cache = base.appendingPathComponent("fontconfig").path
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.appendingPathComponent(".complete").path) {
      return (folder.path, cache)
    }
    let temporary = fonts.appendingPathComponent(".\(digest).\(UUID().uuidString)")
    do {
      try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
      var used = Set<String>()
      for (index, file) in files.enumerated() {
        let name = (file as NSString).lastPathComponent
        // Two files of one name (in different system folders) each keep it, one level down.
        let place =
          used.insert(name).inserted ? temporary : temporary.appendingPathComponent("\(index)")
        if place != temporary {
          try manager.createDirectory(at: place, withIntermediateDirectories: true)
        }
        try manager.createSymbolicLink(
          atPath: place.appendingPathComponent(name).path, withDestinationPath: file)
      }
      manager.createFile(atPath: temporary.appendingPathComponent(".complete").path, contents: nil)
      try manager.createDirectory(atPath: cache, withIntermediateDirectories: true)
    } catch {
      try? manager.removeItem(at: temporary)
      return nil
    }
    if rename(temporary.path, folder.path) != 0 {
      // Another run made it first, or it cannot be placed: use it if it is whole.
      try? manager.removeItem(at: temporary)
      guard manager.fileExists(atPath: folder.appendingPathComponent(".complete").path) else {
        return nil
      }
    }
    return (folder.path, cache)
  }
}
