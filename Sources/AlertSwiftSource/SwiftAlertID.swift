import AlertSpec

/// Stable ids for alerts found in Swift: `<file-stem>-<line>`, or `<file-stem>-<line>-<column>`
/// for the second alert on a line.
enum SwiftAlertID {
  /// `settings-view-142` for line 142 of `SettingsView.swift` (`settings-view-142-17` with
  /// `column`): the stem in kebab case, in the spec id charset `[a-z0-9-]`, cut so the whole id
  /// is at most ``SpecLimits/idLength`` characters.
  static func make(file: String, line: Int, column: Int? = nil) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let stem = name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    var kebab = ""
    var previous: Character?
    for character in stem {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        kebab.append("-")
      }
      let lower = Character(character.lowercased())
      if lower.isASCII, lower.isLetter || lower.isNumber {
        kebab.append(lower)
      } else if kebab.last != "-" {
        kebab.append("-")
      }
      previous = character
    }
    let suffix = "-\(line)" + (column.map { "-\($0)" } ?? "")
    var trimmed = String(kebab.trimmingDashes().prefix(SpecLimits.idLength - suffix.count))
      .trimmingDashes()
    if trimmed.isEmpty { trimmed = "alert" }
    return trimmed + suffix
  }
}

extension String {
  fileprivate func trimmingDashes() -> String {
    String(drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
  }
}
