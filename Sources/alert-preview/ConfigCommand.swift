import AlertCommandLine
import AlertRun
import Foundation

/// `alert-preview config`: every setting the project file can hold, its effective value and
/// where that came from.
enum ConfigCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let project = options.project
    var rows: [(key: String, value: String, from: String)] = []
    for declaration in ProjectFileKeys.options {
      guard let key = declaration.fileKey else { continue }
      let value = options.raw[declaration.id]?.joined(separator: ", ")
      let from = options.sources[declaration.id]?.description ?? "default"
      rows.append((key, value ?? declaration.defaultText ?? "—", from))
    }
    let include = project?.include.map { $0.joined(separator: ", ") }
    rows.append(("include", include ?? "— (commands need PATH)", place("include", project)))
    let exclude = project?.exclude.patterns ?? []
    rows.append(
      (
        "exclude", exclude.isEmpty ? "—" : exclude.joined(separator: ", "),
        place("exclude", project)
      ))
    let rules = (project?.rules ?? [:]).sorted { $0.key < $1.key }
      .map { "\($0.key): \($0.value.level.rawValue)" }
    rows.append(
      (
        "rules", rules.isEmpty ? "the style sheet's" : rules.joined(separator: ", "),
        place("rules", project)
      ))
    rows.append(
      (
        "words", project?.words ?? "the nearest .alert-preview/words.txt above each spec",
        place("words", project)
      ))
    let helpers = (project?.helpers ?? []).map(\.name)
    rows.append(
      (
        "helpers", helpers.isEmpty ? "—" : helpers.joined(separator: ", "),
        place("helpers", project)
      ))
    print("project file: \(project?.path ?? "none (no \(ProjectFile.fileName) here or above)")")
    let keyWidth = rows.map(\.key.count).max() ?? 0
    let valueWidth = min(48, rows.map(\.value.count).max() ?? 0)
    for row in rows.sorted(by: { $0.key < $1.key }) {
      let key = row.key.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0)
      let value =
        row.value.count > valueWidth
        ? row.value + "  "
        : row.value.padding(toLength: valueWidth + 2, withPad: " ", startingAt: 0)
      print(key + value + row.from)
    }
    return 0
  }

  /// Where the project file set `key`, or "default".
  private static func place(_ key: String, _ project: ProjectFile?) -> String {
    project?.places[key]?.description ?? "default"
  }
}
