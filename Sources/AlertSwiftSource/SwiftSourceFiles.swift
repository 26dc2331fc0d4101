import AlertSupport
import Foundation

/// Finding the Swift files a path names.
enum SwiftSourceFiles {
  /// Largest Swift file read (8 MiB); a large generated source is under 1 MiB.
  static let maximumBytes = 8 << 20

  /// The `.swift` files at `path`: itself if it is one, or those under it in sorted order,
  /// skipping hidden folders, `.build` and what `excluded` matches; `nil` when the path does
  /// not exist.
  static func files(at path: String, excluding excluded: PathFilter = .none) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard isDirectory.boolValue else { return [path] }
    let root = URL(fileURLWithPath: path)
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    while let url = enumerator.nextObject() as? URL {
      if url.lastPathComponent == ".build" || excluded.matches(url.path) {
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift",
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
      found.append(join(path, String(relative)))
    }
    return found.sorted()
  }

  private static func join(_ directory: String, _ entry: String) -> String {
    directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
  }
}
