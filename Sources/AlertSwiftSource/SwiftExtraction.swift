import AlertSpec

/// What ``SwiftAlertExtractor`` found: the alerts as specs, input errors, and notes on calls
/// it saw but could not turn into a drawable alert.
public struct SwiftExtraction: Sendable {
  /// The alerts, in file order then source order.
  public var alerts: [AlertSpec] = []
  /// The placeholder names in each alert's copy (parallel to ``alerts``).
  public var placeholders: [[String]] = []
  /// Files that could not be read or paths that do not exist.
  public var diagnostics: [SpecDiagnostic] = []
  /// Calls recognised but skipped (action sheets, confirmation dialogs) or extracted with
  /// parts missing (actions added in another scope or by the app's own methods), with why.
  public var skips: [SwiftNote] = []
  /// The fields of each alert whose copy is known only at run time, such as `["title"]`
  /// (parallel to ``alerts``).
  public var runTimeFields: [[String]] = []
  /// Files that could not be parsed cleanly: SwiftParser recovered, so some calls may be missed.
  /// Only files that name an alert are parsed, so only those are checked.
  public var filesWithSyntaxErrors: [String] = []
  /// How many Swift files were read.
  public var filesRead = 0
  /// Names the alerts' copy reads that no file read so far declares (``DeclarationIndex``).
  var pendingNames: Set<String> = []
  /// How each alert relates to the app's alert factories (parallel to ``alerts``).
  var origins: [AlertOrigin] = []
  /// The alert factories and action adders declared in the files read.
  var factories: [AlertFactory] = []

  /// Each note's place and sentence.
  public var notes: [SpecDiagnostic] { skips.map(\.diagnostic) }

  /// How many files held at least one alert.
  public var filesWithAlerts: Int {
    Set(alerts.compactMap { $0.locations[""]?.file }).count
  }

  /// How many alerts have placeholders for run-time values.
  public var alertsWithPlaceholders: Int { placeholders.filter { !$0.isEmpty }.count }

  /// `found 12 alerts in 5 files; 2 with placeholders`.
  public var summary: String {
    let alertsWord = alerts.count == 1 ? "alert" : "alerts"
    let filesWord = filesWithAlerts == 1 ? "file" : "files"
    return "found \(alerts.count) \(alertsWord) in \(filesWithAlerts) \(filesWord); "
      + "\(alertsWithPlaceholders) with placeholders"
  }

  /// How many alerts were found, how many have every field's text, and which copy waits for
  /// run time (by field, with what it is most often read from); then what was skipped or left
  /// incomplete, one count a line: `36 alerts: 11 with every field's text, 25 with text known
  /// only at run time`, `12 alerts with a title known only at run time (`error.title` 3, …)`,
  /// `3 UIAlertController action sheets skipped (…)`. Empty when nothing was found or noted.
  public var coverage: [String] {
    var lines: [String] = []
    if !alerts.isEmpty {
      let waiting = alertsWithPlaceholders
      lines.append(
        "\(alerts.count) \(alerts.count == 1 ? "alert" : "alerts"): "
          + "\(alerts.count - waiting) with every field's text, \(waiting) with text known only "
          + "at run time")
    }
    for field in ["title", "message", "buttons", "textFields"] {
      let count = runTimeFields.filter { $0.contains(field) }.count
      guard count > 0 else { continue }
      let what =
        field == "buttons"
        ? "a button label" : field == "textFields" ? "a placeholder" : "a \(field)"
      lines.append(
        "\(count) \(count == 1 ? "alert" : "alerts") with \(what) known only at run time"
          + Self.commonSources(alerts, field: field))
    }
    let kinds = Dictionary(grouping: skips, by: \.kind)
    for kind in kinds.keys.sorted() {
      lines.append(kind.summary(kinds[kind]?.count ?? 0))
    }
    if !filesWithSyntaxErrors.isEmpty {
      let count = filesWithSyntaxErrors.count
      lines.append(
        "\(count) \(count == 1 ? "file" : "files") with syntax errors, read as far as the parser "
          + "could recover")
    }
    return lines
  }

  /// ` (read from `error.localizedDescription` 10, `message` 4, …)`: the three things whole
  /// `field`s (`buttons` for any label) are most often read from; empty when none is whole.
  static func commonSources(_ alerts: [AlertSpec], field: String) -> String {
    var counts: [String: Int] = [:]
    for alert in alerts {
      let sources = alert.runTime.filter { $0.key == field || $0.key.hasPrefix(field + "[") }
      for source in Set(sources.values) { counts[source, default: 0] += 1 }
    }
    guard !counts.isEmpty else { return "" }
    let top = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    let named = top.prefix(3).map { "`\($0.key)` \($0.value)" }
    return " (read from " + named.joined(separator: ", ") + (top.count > 3 ? ", …)" : ")")
  }

  mutating func merge(_ other: SwiftExtraction) {
    alerts += other.alerts
    placeholders += other.placeholders
    runTimeFields += other.runTimeFields
    filesWithSyntaxErrors += other.filesWithSyntaxErrors
    diagnostics += other.diagnostics
    skips += other.skips
    filesRead += other.filesRead
    pendingNames.formUnion(other.pendingNames)
    origins += other.origins
    factories += other.factories
  }

  /// Drops the factories' own alerts that their calls show (``AlertOrigin``).
  mutating func dropShownTemplates() {
    let shown = Set(origins.filter { $0.template == nil }.flatMap(\.via))
    let reached = origins.reduce(into: [String: Int]()) { counts, origin in
      for place in Set(origin.via) { counts[place, default: 0] += 1 }
    }
    let keep = zip(alerts, origins).map { alert, origin in
      guard origin.template != nil else { return true }
      let place = alert.locations[""].map(AlertOrigin.place) ?? ""
      if shown.contains(place) { return false }
      // A wrapper passing no copy, the only way to the alert it shows: that alert stays.
      if origin.passesNoCopy, let inner = origin.via.last, reached[inner] == 1 { return false }
      return true
    }
    alerts = zip(alerts, keep).filter(\.1).map(\.0)
    placeholders = zip(placeholders, keep).filter(\.1).map(\.0)
    runTimeFields = zip(runTimeFields, keep).filter(\.1).map(\.0)
    origins = zip(origins, keep).filter(\.1).map(\.0)
  }
}
