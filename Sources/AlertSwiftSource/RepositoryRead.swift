import AlertSpec
import AlertStrings
import AlertSupport
internal import SwiftParser
internal import SwiftSyntax

/// Reads the alerts of a whole project's Swift files, in rounds:
/// 1. the files that may hold an alert are parsed and read with the strings tables alone;
/// 2. the alert factories they declare (``AlertFactory``) are collected, and the files that
///    call them are parsed and read, until no new factory turns up (helpers calling helpers);
/// 3. the files declaring the types the copy names, and what those name in turn, are indexed
///    (``DeclarationIndex``);
/// 4. the files whose copy named something are read again with the index.
/// Each file is parsed once; a factory's own alert is dropped once a call of it is read.
struct RepositoryRead {
  /// One file as the first pass read it, without parsing.
  struct File: Sendable {
    var path: String
    var text = ""
    var problem: SpecDiagnostic?
    var mayHoldAlert = false
    /// The types it declares or extends (``DeclaredTypes``).
    var types: Set<String> = []
    /// The names it calls (``CalledNames``).
    var calls: Set<String> = []
    /// The subclasses of `UIAlertController` it declares.
    var alertControllers: Set<String> = []
  }

  /// A file parsed: its tree (`nil` when nested too deeply to parse) and declarations.
  private struct Parsed: Sendable {
    var tree: SourceFileSyntax?
    var declarations: [String: [DeclarationIndex.Entry]]
    var values: [String: [DeclarationIndex.Value]] = [:]
  }

  let files: [File]
  let tables: ProjectTables
  let strings: StringSources
  let threads: Int
  /// The helpers the project file declares, by the name calls use.
  let helpers: [String: AlertHelper]
  private var parsed: [Int: Parsed] = [:]

  init(
    files: [File], tables: ProjectTables, strings: StringSources, helpers: [AlertHelper] = [],
    threads: Int
  ) {
    self.files = files
    self.tables = tables
    self.strings = strings
    self.threads = threads
    self.helpers = Dictionary(helpers.map { ($0.name, $0) }) { first, _ in first }
  }

  mutating func extract() -> SwiftExtraction {
    var project = ProjectStrings(tables: tables)
    project.alertControllerTypes = files.reduce(into: []) { $0.formUnion($1.alertControllers) }
    project.helpers = helpers
    let called = project.alertControllerTypes.union(helpers.keys)
    var targets = files.indices.filter { index in
      files[index].problem == nil
        && (files[index].mayHoldAlert || !files[index].calls.isDisjoint(with: called))
    }
    parse(targets)
    var parts = read(targets, project)
    // Factories, and the files that call them, until no new factory turns up.
    // In file order, so the same factory wins in every run whatever the threads did.
    var added = parts.keys.sorted().flatMap { parts[$0]?.factories ?? [] }
    for _ in 0..<FactoryCall.maximumDepth {
      added = added.filter { project.factories.add($0) }
      guard !added.isEmpty else { break }
      // Only the files that name a new factory read differently now.
      // A private factory is called from its own file, which has read it already.
      let names = Set(added.filter { !$0.isPrivate }.map(\.name))
      let callers = files.indices.filter { index in
        files[index].problem == nil && !files[index].calls.isDisjoint(with: names)
      }
      targets = Array(Set(targets).union(callers)).sorted()
      parse(callers)
      let again = read(callers, project)
      parts.merge(again) { $1 }
      added = again.keys.sorted().flatMap { again[$0]?.factories ?? [] }
    }
    // The declarations the copy names, eight rounds of names at most.
    var pending = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.pendingNames) }
    var entries: [String: [DeclarationIndex.Entry]] = [:]
    for index in parsed.keys.sorted() {
      entries.merge(parsed[index]?.declarations ?? [:]) { $0 + $1 }
    }
    var followed: Set<String> = []
    for _ in 0..<DeclarationIndex.maximumDepth {
      let fresh = pending.subtracting(followed)
      guard !fresh.isEmpty else { break }
      followed.formUnion(fresh)
      let wanted = Set(fresh.compactMap(Self.declaringType))
      let batch = files.indices.filter { index in
        parsed[index] == nil && files[index].problem == nil
          && !files[index].types.isDisjoint(with: wanted)
      }
      parse(batch)
      for part in batch.compactMap({ parsed[$0]?.declarations }) {
        entries.merge(part) { $0 + $1 }
      }
      // What the declarations named name in turn; not all that their files declare.
      pending = Set(fresh.flatMap { entries[$0] ?? [] }.flatMap(\.text.pending))
    }
    // Then the files whose copy named something, with the declarations to hand.
    let again = targets.filter { parts[$0]?.pendingNames.isEmpty == false }
    if !again.isEmpty {
      var values: [String: [DeclarationIndex.Value]] = [:]
      for index in parsed.keys.sorted() {
        values.merge(parsed[index]?.values ?? [:]) { $0 + $1 }
      }
      project.index = DeclarationIndex(entries, values: values)
      parts.merge(read(again, project)) { $1 }
    }
    var result = SwiftExtraction()
    for index in files.indices {
      if let problem = files[index].problem {
        var failed = SwiftExtraction()
        failed.diagnostics.append(problem)
        result.merge(failed)
      } else {
        result.merge(parts[index] ?? SwiftExtraction(filesRead: 1))
      }
    }
    result.dropShownTemplates()
    result.skips = SwiftNote.unique(result.skips)
    result.makeIDsUnique()
    return result
  }

  /// The type a qualified name's declaration is in (`Alerts` of `L10n.Alerts.title`), whose
  /// files are parsed to find it; `nil` when the name is not a member of a type
  /// (`error.localizedDescription`).
  static func declaringType(_ name: String) -> String? {
    let parts = name.split(separator: ".")
    guard parts.count >= 2, let type = parts.dropLast().last, type.first?.isUppercase == true
    else { return nil }
    return String(type)
  }

  /// Parses those of `indices` not parsed yet, and indexes what they declare.
  private mutating func parse(_ indices: [Int]) {
    let fresh = indices.filter { parsed[$0] == nil }
    let files = self.files
    let tables = self.tables
    let results = Parallel.map(
      fresh.count, threads: threads, cost: { files[fresh[$0]].text.utf8.count }
    ) { position -> Parsed in
      let file = files[fresh[position]]
      guard BracketDepth.firstTooDeep(in: file.text) == nil else {
        return Parsed(tree: nil, declarations: [:])
      }
      let tree = Parser.parse(source: file.text)
      let declared = DeclarationIndex.entries(
        in: tree, lines: SourceLines(file: file.path, tree: tree), tables: tables)
      return Parsed(tree: tree, declarations: declared.entries, values: declared.values)
    }
    for (index, result) in zip(fresh, results) { parsed[index] = result }
  }

  /// The alerts of the files at `indices`, read with `project`, by index.
  private func read(_ indices: [Int], _ project: ProjectStrings) -> [Int: SwiftExtraction] {
    let files = self.files
    let strings = self.strings
    let trees = indices.map { parsed[$0]?.tree }
    let results = Parallel.map(
      indices.count, threads: threads, cost: { files[indices[$0]].text.utf8.count }
    ) { position in
      let file = files[indices[position]]
      return SwiftAlertExtractor.extract(
        source: file.text, file: file.path, strings: strings, project: project,
        tree: trees[position])
    }
    return Dictionary(uniqueKeysWithValues: zip(indices, results))
  }
}
