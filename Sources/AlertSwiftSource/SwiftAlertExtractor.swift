import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

/// Finds the alerts in a project's Swift sources (UIKit `UIAlertController`, SwiftUI
/// `.alert`, `Alert(…)`) with the toolchain's Swift parser, as specs whose locations are the
/// Swift literals the copy comes from.
public enum SwiftAlertExtractor {
  /// Extracts the alerts in the `.swift` files at `paths` (files, or folders searched
  /// recursively, skipping hidden folders, `.build` and what `excluded` matches). Files are
  /// read and parsed on up to `threads` threads (default: one per processor); the result is in
  /// file order all the same.
  public static func extract(
    paths: [String], excluding excluded: PathFilter = .none,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> SwiftExtraction {
    let strings = StringSources()
    // Each path's files, or `nil` with the path when it does not exist, in the order given.
    var work: [(file: String, exists: Bool)] = []
    for path in paths {
      guard let files = SwiftSourceFiles.files(at: path, excluding: excluded) else {
        work.append((path, false))
        continue
      }
      work += files.map { ($0, true) }
    }
    let jobs = work
    let parts = Parallel.map(jobs.count, threads: threads) { index -> SwiftExtraction in
      let (file, exists) = jobs[index]
      var part = SwiftExtraction()
      guard exists else {
        part.diagnostics.append(
          SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1),
            "no such file or directory; check the path, or pass a Swift file or a folder of them"))
        return part
      }
      let text: String
      do throws(RegularFileError) {
        text = try RegularFile.text(file, limit: SwiftSourceFiles.maximumBytes)
      } catch {
        part.diagnostics.append(
          SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1), "this file " + error.reason))
        return part
      }
      return extract(source: text, file: file, strings: strings)
    }
    var result = SwiftExtraction()
    for part in parts { result.merge(part) }
    result.makeIDsUnique()
    return result
  }

  /// Extracts the alerts in `source`, as if read from `file`. An alert the spec format would
  /// refuse (a control character, an empty label, two cancel buttons) is dropped with an error.
  /// Text iOS looks up is tied to the app's strings found above `file` (``SourceStrings``).
  public static func extract(
    source: String, file: String, strings: StringSources = StringSources()
  ) -> SwiftExtraction {
    // A file that names no alert is not parsed (``AlertWords``).
    guard AlertWords.mayHoldAlert(source) else { return SwiftExtraction(filesRead: 1) }
    // A file nested too deeply for SwiftParser to read in time, or at all (``BracketDepth``).
    if let deep = BracketDepth.firstTooDeep(in: source) {
      let budget =
        deep.square
        ? "\(BracketDepth.maximumSquareDepth) levels of square brackets"
        : "\(BracketDepth.maximumDepth) levels of brackets"
      var result = SwiftExtraction(filesRead: 1)
      result.diagnostics.append(
        SpecDiagnostic(
          SourceLocation(file: file, line: deep.line, column: deep.column),
          "this bracket nests deeper than \(budget), more than the Swift reader reads in "
            + "reasonable time, so this file was not read; split the expression, or describe "
            + "its alerts in a spec"))
      return result
    }
    let found = AlertCallFinder.find(in: source, file: file)
    var result = SwiftExtraction(filesRead: 1)
    result.skips = found.notes
    result.diagnostics = found.problems
    if found.hasSyntaxErrors { result.filesWithSyntaxErrors.append(file) }
    var used: Set<String> = []
    for draft in found.drafts {
      var id = SwiftAlertID.make(file: file, line: draft.location.line)
      if !used.insert(id).inserted {
        id = SwiftAlertID.make(
          file: file, line: draft.location.line, column: draft.location.column)
        used.insert(id)
      }
      let spec = SourceStrings.bind(draft.spec(id: id), strings: strings)
      let problems = SpecCheck.problems(spec)
      guard problems.isEmpty else {
        result.diagnostics += problems
        continue
      }
      result.alerts.append(spec)
      result.placeholders.append(draft.placeholders)
      result.runTimeFields.append(draft.runTimeFields)
    }
    return result
  }

  /// The id of the alert at `line` of `file`: `settings-view-142` for `SettingsView.swift`.
  public static func stableID(file: String, line: Int) -> String {
    SwiftAlertID.make(file: file, line: line)
  }
}
