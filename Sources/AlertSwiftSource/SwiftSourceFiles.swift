import AlertSupport
import Foundation

/// Finding the Swift files a path names.
enum SwiftSourceFiles {
  /// Largest Swift file read (8 MiB); a large generated source is under 1 MiB.
  static let maximumBytes = 8 << 20

  /// The `.swift` files at `path`: itself if it is one, or those a walk of it finds in sorted
  /// order (``SourceTree``: no hidden folders, dependencies or build products), leaving out what
  /// `excluded` matches; `nil` when the path does not exist.
  static func files(at path: String, excluding excluded: PathFilter = .none) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard isDirectory.boolValue else { return [path] }
    return SourceTree.walk(path, excluding: excluded)?.swiftFiles ?? []
  }
}
