import Foundation

extension StyleSheetLoader {
  /// The folders searched for sheets and the lexicon by default, most specific first, each
  /// existing and listed once, ending with the built-in copies.
  ///
  /// 1. `$ALERT_PREVIEW_STYLES` (a folder, or several separated by `:`), when set: the user's
  ///    own choice wins over everything shipped;
  /// 2. `./Styles` in the current directory;
  /// 3. the installed data: `../share/alert-preview/Styles` from the folder of the running
  ///    executable, symbolic links resolved (`make install` puts it there);
  /// 4. the checkout: the first `Styles` folder next to the executable or up to 5 folders above
  ///    it, so that a binary in `.build/release/` finds the repository's `Styles`;
  /// 5. ``BuiltInStyles/folder``, the sheets and lexicon compiled into the tool, so that a
  ///    binary copied anywhere still works.
  public static func defaultSearchPaths() -> [String] {
    var candidates: [String] = []
    if let variable = ProcessInfo.processInfo.environment["ALERT_PREVIEW_STYLES"] {
      candidates += variable.split(separator: ":").map(String.init)
    }
    let current = FileManager.default.currentDirectoryPath
    candidates.append((current as NSString).appendingPathComponent("Styles"))
    if let executable = executablePath() {
      let binFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      candidates.append(
        binFolder.deletingLastPathComponent().appendingPathComponent("share/alert-preview/Styles")
          .path)
      var folder = binFolder
      for _ in 0...5 {
        let styles = folder.appendingPathComponent("Styles").path
        if isDirectory(styles) {
          candidates.append(styles)
          break
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    var seen = Set<String>()
    let folders = candidates.filter { path in
      let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
      return isDirectory(path) && seen.insert(canonical).inserted
    }
    return folders + [BuiltInStyles.folder]
  }

  private static func executablePath() -> String? {
    if let path = Bundle.main.executablePath { return path }
    guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
    if first.contains("/") {
      return URL(
        fileURLWithPath: first,
        relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      ).path
    }
    return nil
  }

  private static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory)
      && directory.boolValue
  }
}
