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
    // Every file's text, and the types it declares, found without parsing.
    let read = Parallel.map(jobs.count, threads: threads) { index -> ReadFile in
      let (file, exists) = jobs[index]
      guard exists else {
        return ReadFile(
          problem: SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1),
            "no such file or directory; check the path, or pass a Swift file or a folder of them"))
      }
      do throws(RegularFileError) {
        let text = try RegularFile.text(file, limit: SwiftSourceFiles.maximumBytes)
        return ReadFile(
          text: text, mayHoldAlert: AlertWords.mayHoldAlert(text),
          types: DeclaredTypes.names(in: text))
      } catch {
        return ReadFile(
          problem: SpecDiagnostic(
            SourceLocation(file: file, line: 1, column: 1), "this file " + error.reason))
      }
    }
    let alertFiles = read.indices.filter { read[$0].problem == nil && read[$0].mayHoldAlert }
    // The alert files parsed once: read with the tables alone, for the names their copy reads
    // that their own file does not declare, and indexed for what they declare themselves.
    let first = Parallel.map(alertFiles.count, threads: threads) { position -> ParsedAlertFile in
      let index = alertFiles[position]
      let (text, file) = (read[index].text, jobs[index].file)
      guard BracketDepth.firstTooDeep(in: text) == nil else {
        return ParsedAlertFile(
          tree: nil,
          extraction: Self.extract(
            source: text, file: file, strings: strings, project: ProjectStrings(tables: tables)),
          declarations: [:])
      }
      let tree = Parser.parse(source: text)
      return ParsedAlertFile(
        tree: tree,
        extraction: Self.extract(
          source: text, file: file, strings: strings, project: ProjectStrings(tables: tables),
          tree: tree),
        declarations: DeclarationIndex.entries(
          in: tree, lines: SourceLines(file: file, tree: tree), tables: tables))
    }
    var parts = Array(repeating: SwiftExtraction(filesRead: 1), count: jobs.count)
    var entries: [String: [DeclarationIndex.Entry]] = [:]
    var pending: Set<String> = []
    for (index, parsed) in zip(alertFiles, first) {
      parts[index] = parsed.extraction
      pending.formUnion(parsed.extraction.pendingNames)
      entries.merge(parsed.declarations) { $0 + $1 }
    }
    // The other files declaring those names' types are parsed for the index, and what they
    // name in turn, eight rounds at most.
    var indexed = Set(alertFiles)
    for _ in 0..<DeclarationIndex.maximumDepth {
      let wanted = Set(pending.flatMap { $0.split(separator: ".").map(String.init) })
      let batch = read.indices.filter { index in
        !indexed.contains(index) && read[index].problem == nil
          && !read[index].types.isDisjoint(with: wanted)
      }
      guard !batch.isEmpty else { break }
      indexed.formUnion(batch)
      let found = Parallel.map(batch.count, threads: threads) { position in
        let index = batch[position]
        guard BracketDepth.firstTooDeep(in: read[index].text) == nil else {
          return [String: [DeclarationIndex.Entry]]()
        }
        let tree = Parser.parse(source: read[index].text)
        return DeclarationIndex.entries(
          in: tree, lines: SourceLines(file: jobs[index].file, tree: tree), tables: tables)
      }
      for part in found { entries.merge(part) { $0 + $1 } }
      pending.formUnion(found.flatMap(\.values).joined().flatMap(\.text.pending))
    }
    // Then the alerts whose copy named something, from the same trees, with the project's
    // declarations to hand.
    let again = alertFiles.indices.filter { !first[$0].extraction.pendingNames.isEmpty }
    if !again.isEmpty {
      let project = ProjectStrings(tables: tables, index: DeclarationIndex(entries))
      let redone = Parallel.map(again.count, threads: threads) { position in
        let index = alertFiles[again[position]]
        return Self.extract(
          source: read[index].text, file: jobs[index].file, strings: strings, project: project,
          tree: first[again[position]].tree)
      }
      for (position, part) in zip(again, redone) { parts[alertFiles[position]] = part }
    }
    for index in read.indices {
      if let problem = read[index].problem {
        parts[index] = SwiftExtraction()
        parts[index].diagnostics.append(problem)
      }
    }
    var result = SwiftExtraction()
    for part in parts { result.merge(part) }
    result.makeIDsUnique()
    return result
  }

  /// An alert file parsed once, as the first reading of its alerts left it.
  private struct ParsedAlertFile: Sendable {
    /// `nil` for a file nested too deeply to parse.
    var tree: SourceFileSyntax?
    var extraction: SwiftExtraction
    var declarations: [String: [DeclarationIndex.Entry]]
  }

  /// One file as the first pass read it.
  private struct ReadFile: Sendable {
    var text = ""
    var problem: SpecDiagnostic?
    var mayHoldAlert = false
    /// The types it declares or extends (``DeclaredTypes``).
    var types: Set<String> = []
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
    let found = AlertCallFinder.find(
      in: tree ?? Parser.parse(source: source), file: file, project: project)
    var result = SwiftExtraction(filesRead: 1)
    result.skips = found.notes
    result.diagnostics = found.problems
    if found.hasSyntaxErrors { result.filesWithSyntaxErrors.append(file) }
    var used: Set<String> = []
    for draft in found.drafts {
      result.pendingNames.formUnion(draft.pendingNames)
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
