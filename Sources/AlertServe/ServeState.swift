import AlertLayout
import AlertLint
import AlertRender
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// One reading of PATH: the alerts by id, where each came from, and the renderer and linter
/// for its style sheet. Immutable; a change on disk makes a new one.
final class ServeState: Sendable {
  /// Counts readings; pages compare it to know they are current.
  let version: Int
  let specs: [AlertSpec]
  let byID: [String: AlertSpec]
  let diagnostics: [SpecDiagnostic]
  let style: StyleSheet
  let renderer: AlertRenderer
  /// The linter, used by one request at a time.
  let linter: LockedLinter
  /// The SHA-256 of each spec file as read, by path: a save compares it with the file now.
  let stamps: [String: String]
  /// The text of each spec file as read (the bytes ``stamps`` are of), by path.
  let texts: [String: String]
  /// What a request may name (`backdrop`, `strings`): the folders of PATH, its files, and the
  /// files the served specs name themselves.
  let confinement: PathConfinement
  /// Where a save may write: inside the folders of PATH, or a file of PATH itself.
  let writable: PathConfinement
  private let lintedAll = LintOnce()

  /// The findings of every served alert, linted on first use.
  var report: LintReport { lintedAll.report { linter.lint(specs, inputErrors: diagnostics) } }

  init(_ loaded: ServeSources.Loaded, version: Int, paths: [String]) {
    self.version = version
    specs = loaded.specs
    var byID: [String: AlertSpec] = [:]
    for spec in loaded.specs where byID[spec.id] == nil { byID[spec.id] = spec }
    self.byID = byID
    diagnostics = loaded.diagnostics
    style = loaded.style
    renderer = AlertRenderer(style: loaded.style)
    linter = LockedLinter(Linter(style: loaded.style))
    var stamps: [String: String] = [:]
    var texts: [String: String] = [:]
    for file in Set(loaded.specs.compactMap(ServeState.file)) {
      if let data = FileManager.default.contents(atPath: file) {
        stamps[file] = ContentDigest.sha256(data)
        if !Self.isReadOnly(file) { texts[file] = String(validating: data, as: UTF8.self) }
      }
    }
    self.stamps = stamps
    self.texts = texts
    (confinement, writable) = Self.confinements(paths, specs: loaded.specs)
  }

  /// What a request may name: the folders among `paths`, and the other paths with the
  /// backdrops and strings `specs` name; and where a save may write: the folders and files of
  /// `paths`.
  static func confinements(_ paths: [String], specs: [AlertSpec]) -> (
    read: PathConfinement, write: PathConfinement
  ) {
    var folders: [String] = []
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        folders.append(path)
      } else {
        files.append(path)
      }
    }
    let write = PathConfinement(folders: folders, files: files)
    for spec in specs {
      if let backdrop = BackdropFile.path(of: spec) { files.append(backdrop) }
      if let strings = spec.strings {
        files.append(BackdropFile.path(strings, specFile: spec.locations[""]?.file))
      }
    }
    return (PathConfinement(folders: folders, files: files), write)
  }

  /// The file `spec` was read from.
  static func file(_ spec: AlertSpec) -> String? { spec.locations[""]?.file }

  /// Whether `spec` came from Swift source, which serve shows but never writes.
  static func isReadOnly(_ spec: AlertSpec) -> Bool {
    guard let file = file(spec) else { return true }
    return isReadOnly(file)
  }

  /// Whether `file` is not a spec file (a Swift source).
  static func isReadOnly(_ file: String) -> Bool {
    !file.hasSuffix(".json") && !file.hasSuffix(".json5")
  }

  /// The alert with `id`, or a 404.
  func spec(_ id: Substring) throws(ServeError) -> AlertSpec {
    guard AlertID.isValid(id), let spec = byID[String(id)] else {
      throw .unknownAlert(String(id.prefix(80)))
    }
    return spec
  }
}

/// A linter behind a lock: ``Linter`` must not be used from two threads at once.
final class LockedLinter: @unchecked Sendable {
  private let linter: Linter
  private let lock = NSLock()

  init(_ linter: Linter) { self.linter = linter }

  /// The report of `specs`, one caller at a time.
  func lint(_ specs: [AlertSpec], inputErrors: [SpecDiagnostic] = []) -> LintReport {
    lock.withLock { linter.lint(specs, inputErrors: inputErrors) }
  }
}

/// A report made once, by the first caller.
final class LintOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var made: LintReport?

  func report(_ make: () -> LintReport) -> LintReport {
    lock.withLock {
      if let made { return made }
      let report = make()
      made = report
      return report
    }
  }
}
