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
  /// Calls recognised but not extracted (action sheets, confirmation dialogs), with why.
  public var notes: [SpecDiagnostic] = []
  /// How many Swift files were read.
  public var filesRead = 0

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

  mutating func merge(_ other: SwiftExtraction) {
    alerts += other.alerts
    placeholders += other.placeholders
    diagnostics += other.diagnostics
    notes += other.notes
    filesRead += other.filesRead
  }
}
