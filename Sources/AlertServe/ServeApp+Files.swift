import AlertLayout
import AlertSpec
import AlertSupport
import Foundation

extension ServeApp {
  /// Writes `alert` as a new spec file `file` (an `alerts` array of one, so more can be added
  /// from here): a `.json` name in a served folder that does not exist yet. Returns the new
  /// file's SHA-256.
  static func createFile(_ file: String, holding alert: JSONValue, inside writable: PathConfinement)
    throws(ServeError) -> String
  {
    let url = URL(fileURLWithPath: file)
    let name = url.lastPathComponent
    guard name.hasSuffix(".json"), name.count > 5, !name.hasPrefix(".") else {
      throw ServeError(
        400, "'\(file)' is not a served spec file; name a new file ending in .json instead.")
    }
    guard let folder = PathConfinement.realPath(url.deletingLastPathComponent().path),
      writable.contains(resolved: folder + "/" + name)
    else {
      throw ServeError(
        403, "'\(file)' is outside the served folders; serve creates files only inside them.")
    }
    let text = "{\n  \"alerts\": [\n    " + alert.indentedText("    ") + "\n  ]\n}\n"
    let data = Data(text.utf8)
    do {
      // Never over a file that is there now (O_EXCL): a file serve did not read is not its own.
      try data.write(to: URL(fileURLWithPath: folder + "/" + name), options: [.withoutOverwriting])
    } catch {
      throw ServeError(
        409, "\(file) could not be created (it may exist already, unread by serve): \(error)")
    }
    return ContentDigest.sha256(data)
  }

  /// Removes the spec file `file`, which held only the deleted alert; refuses a file outside
  /// the served folders.
  static func remove(_ file: String, inside writable: PathConfinement) throws(ServeError) {
    guard let real = PathConfinement.realPath(file), writable.contains(resolved: real) else {
      throw ServeError(
        403, "\(file) is outside the served folders, so serve does not remove it.")
    }
    do {
      try FileManager.default.removeItem(atPath: file)
    } catch {
      throw ServeError(500, "\(file) was not removed: \(error)")
    }
  }
}
