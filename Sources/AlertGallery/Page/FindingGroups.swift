import AlertLint

/// One finding as an alert's page lists it: the same rule on the same field saying the same
/// thing, once, with every configuration and look it was seen in.
struct FindingGroup {
  /// The first of the findings, whose message and location the page shows.
  var finding: Finding
  /// Where it was seen, in the order first met: a configuration (`iPhone SE (3rd generation)
  /// portrait`) with the looks it holds in; empty for a finding of the copy alone.
  var places: [(configuration: String, looks: [String])]
  /// The looks a finding of the copy alone was found in, when only another look's sheet makes
  /// it; empty when it holds in every look.
  var looks: [String]
}

/// Folds the findings of one alert that differ only in where they were seen.
///
/// The gallery names a finding of a second look by its configuration followed by the look
/// (`iPhone SE (3rd generation) portrait (ios26)`), or by the look alone for a finding of the
/// copy that only that look's sheet makes; a measured message names its configuration too.
/// Two findings are one when their rule, severity, field, location and suppression agree and
/// their messages do once the configuration is taken out.
enum FindingGroups {
  /// The groups of `findings`, in the order of each group's first finding. `looks` are the
  /// gallery's looks, the first unnamed on its findings; empty for a gallery of one look.
  static func groups(_ findings: [Finding], looks: [String]) -> [FindingGroup] {
    var groups: [FindingGroup] = []
    var keys: [String: Int] = [:]
    for finding in findings {
      let (configuration, look) = split(finding.configuration, looks: looks)
      let key = [
        finding.ruleID, finding.severity.rawValue, finding.field,
        finding.location.description, finding.suppression ?? "",
        configuration.map { finding.message.replacingOccurrences(of: $0, with: "…") }
          ?? finding.message,
      ].joined(separator: "\u{1F}")
      let index: Int
      if let known = keys[key] {
        index = known
      } else {
        index = groups.count
        keys[key] = index
        groups.append(FindingGroup(finding: finding, places: [], looks: []))
      }
      if let configuration {
        if let at = groups[index].places.firstIndex(where: { $0.configuration == configuration }) {
          if let look, !groups[index].places[at].looks.contains(look) {
            groups[index].places[at].looks.append(look)
          }
        } else {
          groups[index].places.append((configuration, look.map { [$0] } ?? []))
        }
      } else if let look, !groups[index].looks.contains(look) {
        groups[index].looks.append(look)
      }
    }
    return groups
  }

  /// The configuration without its look, and the look (the first look when none is named);
  /// a configuration that is only a look's name is no configuration. A finding without a
  /// configuration is the first look's finding of the copy, which holds in every look (the
  /// gallery leaves out another look's equal ones), so it has no look.
  static func split(_ configuration: String?, looks: [String])
    -> (configuration: String?, look: String?)
  {
    let first = looks.first
    // The first look's findings of the copy; another look's equal ones were left out.
    guard let configuration else { return (nil, nil) }
    if looks.contains(configuration) { return (nil, configuration) }
    for look in looks.dropFirst() where configuration.hasSuffix(" (\(look))") {
      return (String(configuration.dropLast(look.count + 3)), look)
    }
    return (configuration, first)
  }

  /// Where a group holds, in words: `iPhone SE (3rd generation) portrait (ios, ios26); iPhone
  /// 15 landscape (ios26)`, the looks left out when every place holds in all of them; `nil`
  /// for a finding of the copy that holds in every look.
  static func whereSeen(_ group: FindingGroup, looks: [String]) -> String? {
    if group.places.isEmpty {
      guard !group.looks.isEmpty, group.looks.count < looks.count else { return nil }
      return "Only in " + group.looks.joined(separator: ", ")
    }
    let everywhere = looks.count < 2 || group.places.allSatisfy { $0.looks.count == looks.count }
    return "Seen on "
      + group.places.map { place in
        everywhere
          ? place.configuration
          : place.configuration + " (" + place.looks.joined(separator: ", ") + ")"
      }.joined(separator: "; ")
      + (everywhere && looks.count > 1 ? ", in every look" : "")
  }
}
