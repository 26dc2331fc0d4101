import AlertSupport
import Foundation

/// Reads alert spec files and directories into validated alerts and input errors.
public enum SpecLoader {
  /// Loads every spec at `paths`; a directory is searched recursively for `*.json` files in
  /// sorted order, leaving out those `excluded` matches. Ids must be unique across everything
  /// loaded; a repeated id drops the later alert.
  public static func load(paths: [String], excluding excluded: PathFilter = .none)
    -> SpecLoadResult
  {
    var results: [SpecLoadResult] = []
    var seenFiles: Set<String> = []
    for path in paths {
      let found = specFiles(at: path, excluding: excluded)
      results += found.diagnostics.map { SpecLoadResult(diagnostics: [$0]) }
      for file in found.files {
        let key = URL(fileURLWithPath: file).standardizedFileURL.path
        guard seenFiles.insert(key).inserted else { continue }
        switch read(file) {
        case .success(let text): results.append(decodeFile(text: text, file: file))
        case .failure(let diagnostic): results.append(SpecLoadResult(diagnostics: [diagnostic]))
        }
      }
    }
    return combine(results)
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

  /// Parses and decodes one file; malformed JSON gives its one diagnostic and no alerts.
  static func decodeFile(
    text: String, file: String, confinement: PathConfinement? = nil
  ) -> SpecLoadResult {
    if text.utf8.count > SpecLimits.fileBytes {
      return SpecLoadResult(diagnostics: [tooLarge(file, bytes: text.utf8.count)])
    }
    do {
      let root = try JSON5Parser.parse(text, file: file)
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
