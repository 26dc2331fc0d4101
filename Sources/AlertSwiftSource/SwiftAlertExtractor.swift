import AlertSpec
import AlertStrings
import AlertSupport
import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Finds the alerts in a project's Swift sources (UIKit `UIAlertController`, SwiftUI
/// `.alert`, `Alert(…)`) with the toolchain's Swift parser, as specs whose locations are the
/// Swift literals the copy comes from.
public enum SwiftAlertExtractor {
  /// Extracts the alerts in the `.swift` files at `paths` (files, or folders searched
  /// recursively as ``SourceTree`` walks them, leaving out what `excluded` matches). Files are
  /// read and parsed on up to `threads` threads (default: one per processor); the result is in
  /// file order all the same.
  ///
  /// Copy is resolved across the files read, so an alert whose text lives in a constants file,
  /// a SwiftGen `L10n` enum or a strings table shows that text: the files that may hold an
  /// alert are read with the app's strings tables (those the walks met, and `stringsFolders`);
  /// the files declaring the types their copy names, and what those name in turn, are indexed
  /// (``DeclarationIndex``); and the alerts whose copy named something are read again with the
  /// index.
  public static func extract(
    paths: [String], excluding excluded: PathFilter = .none, stringsFolders: [String] = [],
    helpers: [AlertHelper] = [], threads: Int = ProcessInfo.processInfo.activeProcessorCount
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
    // Every file's text, and the types it declares, found without parsing.
    let read = Parallel.map(jobs.count, threads: threads) { index -> RepositoryRead.File in
      let (file, exists) = jobs[index]
      guard exists else {
        return RepositoryRead.File(
          path: file,
          problem: SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1),
            "no such file or directory; check the path, or pass a Swift file or a folder of them"))
      }
      do throws(RegularFileError) {
        let text = try RegularFile.text(file, limit: SwiftSourceFiles.maximumBytes)
        // macOS code is indexed for its declarations, never read for alerts.
        let macOnly = AlertWords.isMacOnly(text)
        let declared = DeclaredTypes(in: text)
        return RepositoryRead.File(
          path: file, text: text, mayHoldAlert: !macOnly && AlertWords.mayHoldAlert(text),
          types: declared.names, calls: macOnly ? [] : CalledNames.names(in: text),
          alertControllers: declared.alertControllers)
      } catch {
        return RepositoryRead.File(
          path: file,
          problem: SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1), "this file " + error.reason))
      }
    }
    var repository = RepositoryRead(
      files: read, tables: tables, strings: strings, helpers: helpers, threads: threads)
    return repository.extract()
  }

  /// Extracts the alerts in `source`, as if read from `file`. An alert the spec format would
  /// refuse (a control character, an empty label, two cancel buttons) is dropped with an error.
  /// Text iOS looks up is tied to the app's strings found above `file` (``SourceStrings``).
  public static func extract(
    source: String, file: String, strings: StringSources = StringSources()
  ) -> SwiftExtraction {
    extract(source: source, file: file, strings: strings, project: nil)
  }

  /// ``extract(source:file:strings:)`` with the project's tables and declarations, from
  /// `tree` when the source is already parsed.
  static func extract(
    source: String, file: String, strings: StringSources, project: ProjectStrings?,
    tree: SourceFileSyntax? = nil
  ) -> SwiftExtraction {
    // A file that names no alert is not parsed (``AlertWords``), unless it calls a factory.
    guard AlertWords.mayHoldAlert(source) || (project?.followsFactories ?? false) else {
      return SwiftExtraction(filesRead: 1)
    }
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
    let parsed = tree ?? Parser.parse(source: source)
    var found = AlertCallFinder.find(in: parsed, file: file, project: project)
    if var project, !found.factories.filter({ project.factories.add($0) }).isEmpty {
      // Factories of this file that its own code calls.
      found = AlertCallFinder.find(in: parsed, file: file, project: project)
    }
    var result = SwiftExtraction(filesRead: 1)
    result.skips = SwiftNote.unique(found.notes)
    result.diagnostics = found.problems
    result.factories = found.factories
    if found.hasSyntaxErrors { result.filesWithSyntaxErrors.append(file) }
    var used: Set<String> = []
    for draft in found.drafts {
      result.pendingNames.formUnion(draft.pendingNames)
      var spec = SourceStrings.bind(
        draft.spec(id: "alert"), folders: draft.lookupFolders, strings: strings)
      spec.id = SwiftAlertID.numbered(
        SwiftAlertID.make(file: file, context: draft.context, spec: spec), taken: used)
      used.insert(spec.id)
      let problems = SpecCheck.problems(spec)
      guard problems.isEmpty else {
        result.diagnostics += problems
        continue
      }
      result.alerts.append(spec)
      result.placeholders.append(draft.placeholders)
      result.runTimeFields.append(draft.runTimeFields)
      result.origins.append(draft.origin)
    }
    return result
  }

}
