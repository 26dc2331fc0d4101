import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// The real-world lint corpus in `Tests/AlertLintTests/RealWorld/`: real alerts from open-source
/// iOS apps, judged by hand, one file per app (see the README there). Apps are measured one by
/// one, leave one app out: the rules as they are, on an app's alerts only. `apps.json` says of
/// each app whether rule work looked at it (`tuning`) or never has (`heldout`).
public enum LintCorpus {
  /// Whether rule authors looked at an app's findings while writing rules.
  public enum Set: String, CaseIterable, Sendable, Decodable {
    case tuning
    case heldout
  }

  /// One app of the corpus, from `apps.json`.
  public struct App: Sendable, Decodable {
    public var name = ""
    public var repository: String
    public var commit: String
    public var set: Set

    enum CodingKeys: String, CodingKey { case repository, commit, set }
  }

  /// The repository root, found from this file's path.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/AlertLintTests/RealWorld/`.
  public static var folder: URL {
    root.appendingPathComponent("Tests/AlertLintTests/RealWorld")
  }

  /// The apps of `apps.json`, sorted by name.
  public static func apps() throws -> [App] {
    let data = try Data(contentsOf: folder.appendingPathComponent("apps.json"))
    return try JSONDecoder().decode([String: App].self, from: data)
      .map { name, app in
        var app = app
        app.name = name
        return app
      }
      .sorted { $0.name < $1.name }
  }

  /// An app's spec file.
  public static func specs(_ app: String) -> URL {
    folder.appendingPathComponent("apps/\(app)/\(app).json")
  }

  /// An app's sidecar of expected rule ids per alert id.
  public static func expectations(_ app: String) -> URL {
    folder.appendingPathComponent("apps/\(app)/\(app).expected.json")
  }

  /// Lints every app with a shipped style sheet (the `ios` sheet unless told) and scores each
  /// against its hand-judged expectations, by app name.
  public static func measureApps(style: String = "ios") throws -> [(app: App, score: CorpusScore)] {
    let sheet = try StyleSheetLoader.load(
      style, searchPaths: [root.appendingPathComponent("Styles").path])
    let linter = Linter(style: sheet)
    return try apps().map { app in (app, try measure(app.name, with: linter)) }
  }

  /// Lints one app's alerts and scores them.
  static func measure(_ app: String, with linter: Linter) throws -> CorpusScore {
    let loaded = SpecLoader.load(paths: [specs(app).path])
    if let error = loaded.diagnostics.first {
      throw CorpusError("\(app): \(error)")
    }
    let expected = try readExpectations(app)
    let missing = Swift.Set(loaded.alerts.map(\.id)).symmetricDifference(expected.keys)
    if !missing.isEmpty {
      throw CorpusError(
        "\(app): \(app).json and \(app).expected.json disagree on "
          + missing.sorted().joined(separator: ", "))
    }
    let report = linter.lint(loaded.alerts)
    var found: [String: Swift.Set<String>] = [:]
    for finding in report.activeFindings {
      found[finding.alertID, default: []].insert(finding.ruleID)
    }
    return CorpusScore(
      alerts: loaded.alerts.map { alert in
        let reported = found[alert.id] ?? []
        return CorpusScore.Alert(
          id: alert.id, language: language(alert.locale), found: reported,
          expected: expectedProblems(expected[alert.id] ?? [], reported: reported))
      })
  }

  /// The language subtag of a locale (`pt-BR` → `pt`, none → `en`).
  static func language(_ locale: String?) -> String {
    let subtag = (locale ?? "en").split(whereSeparator: { $0 == "-" || $0 == "_" }).first
    return subtag.map { String($0).lowercased() } ?? "en"
  }

  /// The rules expected of an alert, less those a reported rule takes the place of
  /// (``RuleDescription/subsumes``): one finding per problem, so a judged problem reported by
  /// the rule that subsumes its own counts as found. The judgements name no field, so a
  /// subsumption on one field counts for the whole alert unless the rule is still reported.
  static func expectedProblems(_ expected: Swift.Set<String>, reported: Swift.Set<String>)
    -> Swift.Set<String>
  {
    let subsumed = Linter.rules.filter { reported.contains($0.id) }.flatMap(\.subsumes).map(\.rule)
    // A rule still reported (on another field) stays expected.
    return expected.subtracting(subsumed.filter { !reported.contains($0) })
  }

  /// `{"<alert-id>": {"rules": [...], "note": "..."}}`.
  static func readExpectations(_ app: String) throws -> [String: Swift.Set<String>] {
    struct Entry: Decodable {
      var rules: [String]
      var note: String?
    }
    let data = try Data(contentsOf: expectations(app))
    return try JSONDecoder().decode([String: Entry].self, from: data).mapValues {
      Swift.Set($0.rules)
    }
  }
}

/// A corpus that cannot be measured: a spec error, or specs and expectations out of step.
public struct CorpusError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
