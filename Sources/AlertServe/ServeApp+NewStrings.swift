import AlertLayout
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

extension ServeApp {
  /// Creates `<locale>.lproj/<Table>.strings`, which did not exist when the page read the
  /// strings (its stamp was empty), holding `edits` (`"key" = "value";` lines), read back
  /// before it is written; answers its SHA-256.
  ///
  /// The file is created only inside the served folders, in a `.lproj` folder created only if
  /// missing, and never over a file that is there now (O_EXCL): one created since the page
  /// read the strings is refused with a 409 saying to reload.
  static func createStrings(_ edits: [StringsReadBack.Edit], in file: String, state: ServeState)
    throws(ServeError) -> String
  {
    let url = URL(fileURLWithPath: file)
    let lproj = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    let locale = String(lproj.lastPathComponent.dropLast(".lproj".count))
    if FileManager.default.fileExists(atPath: file) || isLink(file) {
      throw ServeError(
        409,
        "\(file) was created since this page read the strings (it did not exist then), so it "
          + "was not overwritten. Reload the page to get it, then make your change again.")
    }
    guard name.hasSuffix(".strings"), lproj.lastPathComponent.hasSuffix(".lproj"),
      !locale.isEmpty, !locale.hasPrefix("."), edits.allSatisfy({ $0.locale == locale })
    else {
      throw ServeError(
        409,
        "serve creates only <locale>.lproj/<Table>.strings files, and \(file) is not one; "
          + "add the language in Xcode, then edit the translation here.")
    }
    let text = try patched("", file: file, edits: edits)
    let folder = try lprojFolder(lproj, inside: state.writable)
    guard state.writable.contains(resolved: folder + "/" + name) else {
      throw ServeError(
        403, "\(file) is outside the served folders, so serve does not create it.")
    }
    let data = Data(text.utf8)
    do {
      // Never over a file that is there now (O_EXCL): a file serve did not read is not its own.
      try data.write(to: URL(fileURLWithPath: folder + "/" + name), options: [.withoutOverwriting])
    } catch {
      throw ServeError(
        409,
        "\(file) could not be created (it may have been created since this page read the "
          + "strings; reload the page): \(error)")
    }
    return ContentDigest.sha256(data)
  }

  /// The resolved path of the `.lproj` folder `lproj`, created (alone, not its parents) if it
  /// is missing; refused outside the served folders.
  static func lprojFolder(_ lproj: URL, inside writable: PathConfinement) throws(ServeError)
    -> String
  {
    let parent = lproj.deletingLastPathComponent().path
    guard let real = PathConfinement.realPath(parent),
      writable.contains(resolved: real + "/" + lproj.lastPathComponent)
    else {
      throw ServeError(
        403,
        "\(lproj.path) is outside the served folders (or its folder is missing), so serve does "
          + "not create a strings file there. Serve the folder that holds the .lproj folders.")
    }
    if PathConfinement.realPath(lproj.path) == nil && !isLink(lproj.path) {
      do {
        try FileManager.default.createDirectory(
          atPath: real + "/" + lproj.lastPathComponent, withIntermediateDirectories: false)
      } catch {
        // Made by someone else meanwhile: used as it is now, checked below.
      }
    }
    var isFolder: ObjCBool = false
    guard let folder = PathConfinement.realPath(lproj.path), writable.contains(resolved: folder),
      FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw ServeError(
        409,
        "\(lproj.path) could not be made a folder inside the served folders (something else "
          + "is there); remove it or add the language in Xcode, then edit the translation here.")
    }
    return folder
  }

  /// Whether `path` is a symbolic link (dangling or not).
  static func isLink(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
      == .typeSymbolicLink
  }
}
