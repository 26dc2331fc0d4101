import AlertSupport
import Foundation

/// Reads alert spec files and directories into validated alerts and input errors.
public enum SpecLoader {
  /// Loads every spec at `paths`; a directory is searched recursively for `*.json` files with a
  /// spec's shape (``SpecShape``) in sorted order, leaving out those `excluded` matches and the
  /// folders ``SourceTree`` passes by. Ids must be unique across everything
  /// loaded; a repeated id drops the later alert.
  ///
  /// `found` are JSON files a caller's own folder walk found (``SourceTree``), read after
  /// `paths` in the same way: a file with a spec's shape is a spec, and the others are passed by
  /// and listed in ``SpecLoadResult/foreignFiles``.
  ///
  /// Files are read and decoded on up to `threads` threads; the result is the same in any
  /// case.
  public static func load(
    paths: [String], excluding excluded: PathFilter = .none, found: [String] = [],
    threads: Int = 1
  ) -> SpecLoadResult {
    var results: [SpecLoadResult] = []
    var seenFiles: Set<String> = []
    let workingFolder = FileManager.default.currentDirectoryPath
    let walked =
      found.isEmpty ? [] : [(files: found, walked: true, diagnostics: [SpecDiagnostic]())]
    for found in paths.map({ specFiles(at: $0, excluding: excluded) }) + walked {
      results += found.diagnostics.map { SpecLoadResult(diagnostics: [$0]) }
      let files = found.files.filter { file in
        seenFiles.insert(LexicalPath.absolute(file, in: workingFolder)).inserted
      }
      let walked = found.walked
      results += Parallel.map(files.count, threads: threads) { index in
        let file = files[index]
        switch read(file) {
        case .success(let text):
          return decodeFile(text: text, file: file, onlySpecs: walked)
        case .failure(let diagnostic):
          // A walked file too large or not text whose root is not an object is another
          // tool's data (an icon font's 2 MB array) unless a spec shares its folder.
          var result = SpecLoadResult(diagnostics: [diagnostic])
          if walked, !SpecShape.startsLikeSpec(file) { result.doubtful = file }
          return result
        }
      }
    }
    return combine(keepingBrokenSpecs(results))
  }

  /// `results` with each doubtful file (found by a walk, broken or unreadable, and not reading
  /// like a spec)
  /// reported only when a spec sits in the same folder: a broken file among specs is a broken
  /// spec, and one among another tool's files (a feed parser's fixtures) is theirs.
  static func keepingBrokenSpecs(_ results: [SpecLoadResult]) -> [SpecLoadResult] {
    // Most runs have no doubtful file, and then no folder to work out (2,000 specs' folders
    // took 15 ms of a run's start, alone on one core).
    guard results.contains(where: { $0.doubtful != nil }) else { return results }
    let workingFolder = FileManager.default.currentDirectoryPath
    let folder = { (file: String) in LexicalPath.folder(of: file, in: workingFolder) }
    let specFolders = Set(
      results.filter { $0.doubtful == nil }
        .compactMap { $0.alerts.first?.locations[""]?.file ?? $0.diagnostics.first?.location.file }
        .map(folder))
    return results.map { result in
      guard let file = result.doubtful, !specFolders.contains(folder(file)) else { return result }
      return SpecLoadResult(foreignFiles: [file])
    }
  }

  /// Loads one spec from `text`, as if read from a file named `file`.
  public static func load(text: String, file: String = "<input>") -> SpecLoadResult {
    combine([decodeFile(text: text, file: file)])
  }

  /// Loads one spec from `text`, as if read from `file`, whose `backdrop` and `strings` must
  /// lie inside `confinement`: a spec a request carries. Every path outside it, missing, or
  /// (for a backdrop) not a PNG gets one sentence, so the answer never tells whether a file
  /// outside exists.
  package static func load(
    text: String, file: String, confinement: PathConfinement
  ) -> SpecLoadResult {
    combine([decodeFile(text: text, file: file, confinement: confinement)])
  }

  /// Parses and decodes one file; malformed JSON gives its one diagnostic and no alerts. With
  /// `onlySpecs`, a file without a spec's shape gives nothing but its name in `foreignFiles`.
  static func decodeFile(
    text: String, file: String, confinement: PathConfinement? = nil, onlySpecs: Bool = false
  ) -> SpecLoadResult {
    if text.utf8.count > SpecLimits.fileBytes {
      return SpecLoadResult(diagnostics: [tooLarge(file, bytes: text.utf8.count)])
    }
    do {
      let root: JSONValue
      do {
        root = try JSON5Parser.parse(text, file: file)
      } catch  where onlySpecs && !SpecShape.mayBeSpec(text) {
        // Perhaps another tool's broken JSON (a parser's test fixture) rather than a spec.
        var result = SpecLoadResult(diagnostics: [error])
        result.doubtful = file
        return result
      }
      if onlySpecs, !SpecShape.isSpec(root) { return SpecLoadResult(foreignFiles: [file]) }
      let (alerts, diagnostics) = SpecDecoder.decode(root, confinement: confinement)
      return SpecLoadResult(alerts: alerts, diagnostics: diagnostics)
    } catch {
      return SpecLoadResult(diagnostics: [error])
    }
  }

  /// The error for a file over ``SpecLimits/fileBytes``; `bytes` is its size, if known.
  static func tooLarge(_ file: String, bytes: Int?) -> SpecDiagnostic {
    let size = bytes.map { "is \(SpecLimits.formatted($0)) bytes" } ?? "is larger than that"
    return SpecDiagnostic(
      SourceLocation(file: file, line: 1, column: 1),
      "this spec file \(size); spec files are limited to "
        + "\(SpecLimits.formatted(SpecLimits.fileBytes)) bytes (1 MiB, about a thousand alerts), "
        + "so split it into several files")
  }

  /// Joins per-file results in order, dropping any alert whose id an earlier alert already has.
  static func combine(_ results: [SpecLoadResult]) -> SpecLoadResult {
    var combined = SpecLoadResult()
    var firstByID: [String: SourceLocation] = [:]
    for result in results {
      combined.diagnostics += result.diagnostics
      combined.foreignFiles += result.foreignFiles
      for alert in result.alerts {
        let here =
          alert.locations["id"] ?? alert.locations[""]
          ?? SourceLocation(file: "", line: 1, column: 1)
        if let first = firstByID[alert.id] {
          combined.diagnostics.append(
            SpecDiagnostic(
              here,
              "duplicate id '\(alert.id)'; it is already used at \(first.described(from: here)), "
                + "and ids must be unique across all inputs, so rename one of them"))
          continue
        }
        firstByID[alert.id] = here
        combined.alerts.append(alert)
      }
    }
    return combined
  }
}
