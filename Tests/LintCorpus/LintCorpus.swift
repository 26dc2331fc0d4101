import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// The real-world lint corpus in `Tests/AlertLintTests/RealWorld/`: real alerts from open-source
/// iOS apps, judged by hand, in a tuning set and a held-out set (see the README there).
public enum LintCorpus {
  /// The two sets. Rule authors look only at `tuning`; `heldout` is measured last.
  public enum Set: String, CaseIterable, Sendable {
    case tuning
    case heldout
  }

  /// The repository root, found from this file's path.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/AlertLintTests/RealWorld/`.
  public static var folder: URL {
    root.appendingPathComponent("Tests/AlertLintTests/RealWorld")
  }

  /// The folder of a set's spec files.
  public static func specs(_ set: Set) -> URL { folder.appendingPathComponent(set.rawValue) }

  /// A set's sidecar of expected rule ids per alert id.
  public static func expectations(_ set: Set) -> URL {
    folder.appendingPathComponent("\(set.rawValue).expected.json")
  }

  /// Lints a set with a shipped style sheet (the `ios` sheet unless told) and scores the
  /// findings against the hand-judged expectations.
  public static func measure(_ set: Set, style: String = "ios") throws -> CorpusScore {
    let loaded = SpecLoader.load(paths: [specs(set).path])
    if let error = loaded.diagnostics.first {
      throw CorpusError("\(set.rawValue): \(error)")
    }
    let expected = try readExpectations(set)
    let missing = Swift.Set(loaded.alerts.map(\.id)).symmetricDifference(expected.keys)
    if !missing.isEmpty {
      throw CorpusError(
        "\(set.rawValue): specs and \(set.rawValue).expected.json disagree on "
          + missing.sorted().joined(separator: ", "))
    }
    let sheet = try StyleSheetLoader.load(
      style, searchPaths: [root.appendingPathComponent("Styles").path])
    let report = Linter(style: sheet).lint(loaded.alerts)
    var found: [String: Swift.Set<String>] = [:]
    for finding in report.activeFindings {
      found[finding.alertID, default: []].insert(finding.ruleID)
    }
    return CorpusScore(
      alerts: loaded.alerts.map { alert in
        let reported = found[alert.id] ?? []
        return (alert.id, reported, expectedProblems(expected[alert.id] ?? [], reported: reported))
      })
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
  static func readExpectations(_ set: Set) throws -> [String: Swift.Set<String>] {
    struct Entry: Decodable {
      var rules: [String]
      var note: String?
    }
    let data = try Data(contentsOf: expectations(set))
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
