import AlertLint
import Foundation
import StyleSheet

/// A description of a value that is the same in every process: like `String(reflecting:)`, but
/// with dictionary and set elements sorted (their iteration order changes from run to run), so
/// it can go into a content hash.
package enum CanonicalDescription {
  package static func of(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary:
      let pairs = mirror.children.map { pair in
        Mirror(reflecting: pair.value).children.map { of($0.value) }.joined(separator: ": ")
      }
      return "[" + pairs.sorted().joined(separator: ", ") + "]"
    case .set:
      return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "}"
    default:
      guard !mirror.children.isEmpty else { return String(reflecting: value) }
      let fields = mirror.children.map { child in
        (child.label.map { $0 + ": " } ?? "") + of(child.value)
      }
      return "\(mirror.subjectType)(" + fields.joined(separator: ", ") + ")"
    }
  }
}

/// The files the linter reads besides specs and the sheet: Hunspell dictionaries, WordNet and
/// the lexicon folders. Names, sizes and modification times stand in for their bytes, so
/// installing or updating a dictionary re-lints every alert.
///
/// The folders are AlertLint's ``SystemLanguageData``.
package enum LintResourcesFingerprint {
  package static func of(_ style: StyleSheet) -> String {
    let lexicons =
      [(style.path as NSString).deletingLastPathComponent]
      + StyleSheetLoader.defaultSearchPaths()
    let folders =
      SystemLanguageData.dictionaryFolders + [SystemLanguageData.wordNetFolder]
      + lexicons.map { $0 + "/lexicon" }
    return folders.map(listing).joined(separator: "\n")
  }

  /// `folder: name size mtime, …` for each entry, following symbolic links; for the built-in
  /// lexicon, which has no times, each file's text.
  private static func listing(_ folder: String) -> String {
    if BuiltInStyles.isBuiltIn(folder) {
      let texts = BuiltInStyles.fileNames(in: folder).map { name in
        name + " " + (StyleDataFile.text(folder + "/" + name) ?? "missing")
      }
      return folder + ": " + texts.joined(separator: ", ")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let entries = names.sorted().map { name -> String in
      var info = stat()
      guard stat(folder + "/" + name, &info) == 0 else { return name + " missing" }
      return "\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
    return folder + ": " + entries.joined(separator: ", ")
  }
}
