import AlertSpec
import AlertSupport
import Foundation

/// Today's findings, recorded so that a team can turn lint on for an app that has some and
/// from then on hear only of new ones (`lint --baseline FILE`, as SwiftLint's baseline).
///
/// A finding is known by its rule, alert id, field, configuration and sentence, which quotes
/// the offending text: not by its line, so moving code keeps it known, while changing the copy
/// it is about makes it new. Suppressed findings are not recorded. The file is JSON, sorted,
/// written atomically.
public struct LintBaseline: Sendable, Equatable {
  struct Entry: Codable, Hashable, Comparable {
    var rule: String
    var alert: String
    var field: String
    var configuration: String?
    var message: String

    init(_ finding: Finding) {
      rule = finding.ruleID
      alert = finding.alertID
      field = finding.field
      configuration = finding.configuration
      message = finding.message
    }

    static func < (a: Entry, b: Entry) -> Bool {
      (a.alert, a.field, a.rule, a.configuration ?? "", a.message)
        < (b.alert, b.field, b.rule, b.configuration ?? "", b.message)
    }
  }

  private struct File: Codable {
    var version: Int
    var findings: [Entry]
  }

  private(set) var entries: Set<Entry>

  /// The active findings of `report`.
  public init(_ report: LintReport) {
    entries = Set(report.activeFindings.map(Entry.init))
  }

  /// How many findings it holds.
  public var count: Int { entries.count }

  /// The baseline in the file at `path`; the error is a sentence naming the file.
  public init(contentsOf path: String) throws(BaselineError) {
    let data: Data
    do throws(RegularFileError) {
      data = Data(try RegularFile.text(path, limit: 64 << 20).utf8)
    } catch {
      throw BaselineError("\(path): the baseline \(error.reason)")
    }
    guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else {
      throw BaselineError(
        "\(path): this is not a baseline alert-preview wrote (a JSON object with \"version\": 1 "
          + "and \"findings\"); delete it and run lint --baseline again to record one")
    }
    entries = Set(file.findings)
  }

  /// The file's bytes: pretty-printed, sorted JSON.
  public func data() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let file = File(version: 1, findings: entries.sorted())
    return ((try? encoder.encode(file)) ?? Data()) + Data("\n".utf8)
  }

  /// `report` without the findings this baseline holds; ``LintReport/baselined`` counts them.
  public func applied(to report: LintReport) -> LintReport {
    var copy = report
    copy.findings = report.findings.filter { $0.isSuppressed || !entries.contains(Entry($0)) }
    copy.baselined = report.findings.count - copy.findings.count
    return copy
  }
}

/// Why a baseline could not be read, as a sentence.
public struct BaselineError: Error, CustomStringConvertible, Sendable {
  public var description: String
  init(_ description: String) { self.description = description }
}
