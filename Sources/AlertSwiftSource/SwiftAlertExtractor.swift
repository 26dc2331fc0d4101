import AlertSpec
import AlertStrings
import AlertSupport
import Foundation
internal import SwiftParser

/// Finds the alerts in a project's Swift sources (UIKit `UIAlertController`, SwiftUI
/// `.alert`, `Alert(…)`) with the toolchain's Swift parser, as specs whose locations are the
/// Swift literals the copy comes from.
public enum SwiftAlertExtractor {
  /// Extracts the alerts in the `.swift` files at `paths` (files, or folders searched
  /// recursively as ``SourceTree`` walks them, leaving out what `excluded` matches). Files are
  /// read and parsed on up to `threads` threads (default: one per processor); the result is in
  /// file order all the same.
  ///
  /// Copy is resolved across the files read: first every file's declarations are indexed
  /// (``DeclarationIndex``), then each file that may hold an alert is read with that index and
  /// the app's strings tables (those the walks met, and `stringsFolders`), so an alert whose
  /// text lives in a constants file, a SwiftGen `L10n` enum or a strings table shows that text.
  public static func extract(
    paths: [String], excluding excluded: PathFilter = .none, stringsFolders: [String] = [],
    threads: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> SwiftExtraction {
    let strings = StringSources()
    // Each path's files, or `nil` with the path when it does not exist, in the order given.
    var work: [(file: String, exists: Bool)] = []
    var folders = stringsFolders
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        work.append((path, false))
        continue
      }
      guard isDirectory.boolValue else {
        work.append((path, true))
        continue
      }
      let tree = SourceTree.walk(path, excluding: excluded)
      work += (tree?.swiftFiles ?? []).map { ($0, true) }
      folders += tree?.stringsFolders ?? []
    }
    let jobs = work
    let tables = ProjectTables(folders: folders, strings: strings)
    // First, every file's declarations, and the text of those that may hold an alert.
    let read = Parallel.map(jobs.count, threads: threads) { index -> ReadFile in
      let (file, exists) = jobs[index]
      guard exists else {
        return ReadFile(
          problem: SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1),
            "no such file or directory; check the path, or pass a Swift file or a folder of them"))
      }
      let text: String
      do throws(RegularFileError) {
        text = try RegularFile.text(file, limit: SwiftSourceFiles.maximumBytes)
      } catch {
        return ReadFile(
          problem: SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1), "this file " + error.reason))
      }
      guard BracketDepth.firstTooDeep(in: text) == nil else { return ReadFile(text: text) }
      let tree = Parser.parse(source: text)
      let declarations = DeclarationIndex.entries(
        in: tree, lines: SourceLines(file: file, tree: tree), tables: tables)
      return ReadFile(text: text, declarations: declarations)
    }
    var entries: [String: [DeclarationIndex.Entry]] = [:]
    for file in read { entries.merge(file.declarations) { $0 + $1 } }
    let project = ProjectStrings(tables: tables, index: DeclarationIndex(entries))
    // Then the alerts, with the whole project's copy to hand.
    let parts = Parallel.map(jobs.count, threads: threads) { index -> SwiftExtraction in
      if let problem = read[index].problem {
        var part = SwiftExtraction()
        part.diagnostics.append(problem)
        return part
      }
      return extract(
        source: read[index].text, file: jobs[index].file, strings: strings, project: project)
    }
    var result = SwiftExtraction()
    for part in parts { result.merge(part) }
    result.makeIDsUnique()
    return result
  }

  /// One file as the first pass read it.
  private struct ReadFile: Sendable {
    var text = ""
    var problem: SpecDiagnostic?
    var declarations: [String: [DeclarationIndex.Entry]] = [:]
  }

  /// Extracts the alerts in `source`, as if read from `file`. An alert the spec format would
  /// refuse (a control character, an empty label, two cancel buttons) is dropped with an error.
  /// Text iOS looks up is tied to the app's strings found above `file` (``SourceStrings``).
  public static func extract(
    source: String, file: String, strings: StringSources = StringSources()
  ) -> SwiftExtraction {
    extract(source: source, file: file, strings: strings, project: nil)
  }

  /// ``extract(source:file:strings:)`` with the project's tables and declarations.
  static func extract(
    source: String, file: String, strings: StringSources, project: ProjectStrings?
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
    let found = AlertCallFinder.find(in: source, file: file, project: project)
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
      let spec = SourceStrings.bind(
        draft.spec(id: id), folders: draft.lookupFolders, strings: strings)
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
