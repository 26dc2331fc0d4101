import AlertLayout
import AlertLint

/// The findings of a pack, linted once per configuration it shows and joined: each finding
/// once, naming every configuration (and look) it was seen in, so a finding never names a
/// device or text size the pack does not show.
package enum ReviewFindings {
  /// One lint of the alerts: in one configuration of one look (`configuration` `nil` for
  /// findings that measure nothing, such as a locale's), `look` its sheet's name when the
  /// pack shows several.
  package struct Run {
    package var findings: [Finding]
    package var configuration: RenderConfiguration?
    package var look: String?

    package init(findings: [Finding], configuration: RenderConfiguration?, look: String?) {
      self.findings = findings
      self.configuration = configuration
      self.look = look
    }
  }

  /// The runs' findings, each once, in the order first met. A measured finding (one that
  /// names a configuration) is one finding per alert, rule, field and severity, its message
  /// the first run's, its configuration every run's where it was seen
  /// (`iPhone SE (3rd generation): portrait; landscape at AX5 (ios26)`). A finding that
  /// measures nothing is kept once; seen only in a later look, it names that look.
  package static func joined(_ runs: [Run]) -> [Finding] {
    struct Key: Hashable {
      var alertID, ruleID, field: String
      var severity: Severity
      var suppression: String?
      /// `nil` for a measured finding, else its message.
      var message: String?
    }
    var order: [Key] = []
    var first: [Key: Finding] = [:]
    var seen: [Key: [(RenderConfiguration, String?)]] = [:]
    for (index, run) in runs.enumerated() {
      for finding in run.findings {
        let measured = finding.configuration != nil && run.configuration != nil
        let key = Key(
          alertID: finding.alertID, ruleID: finding.ruleID, field: finding.field,
          severity: finding.severity, suppression: finding.suppression,
          message: measured ? nil : finding.message)
        if first[key] == nil {
          order.append(key)
          var kept = finding
          if !measured { kept.configuration = index > 0 && run.look != nil ? run.look : nil }
          first[key] = kept
        }
        if measured, let configuration = run.configuration {
          seen[key, default: []].append((configuration, run.look))
        }
      }
    }
    return order.compactMap { key in
      guard var finding = first[key] else { return nil }
      if let places = seen[key] { finding.configuration = Self.places(places) }
      return finding
    }
  }

  /// `iPhone SE (3rd generation): portrait; landscape at AX5 (ios26)`: the device once when
  /// every place is on it, each place once.
  static func places(_ places: [(RenderConfiguration, String?)]) -> String {
    let devices = places.map(\.0.device.name).reduce(into: [String]()) { names, name in
      if !names.contains(name) { names.append(name) }
    }
    let one = devices.count == 1
    var named: [String] = []
    for (configuration, look) in places {
      var name = one ? configuration.orientation.rawValue : configuration.displayName
      if one {
        if configuration.textSize != .standard { name += " at \(configuration.textSize.rawValue)" }
        if let locale = configuration.locale { name += " in \(locale)" }
      }
      if let look { name += " (\(look))" }
      if !named.contains(name) { named.append(name) }
    }
    return (one ? devices[0] + ": " : "") + named.joined(separator: "; ")
  }
}
