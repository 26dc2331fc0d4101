import AlertCommandLine
import AlertRun
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

/// `alert-preview import CATALOG --out DIR`: one spec per alert of a table's keys.
enum ImportCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    guard options.positional.count == 1, let catalog = options.positional.first else {
      throw UsageError(
        "give one String Catalog (.xcstrings) or folder of .lproj folders, such as "
          + "Resources/Localizable.xcstrings.")
    }
    let source: StringSource
    do {
      source = try StringSource.read(catalog)
    } catch {
      Terminal.diagnostic(error.description)
      return 2
    }
    let tableName =
      options[Options.table]
      ?? (catalog.hasSuffix(".xcstrings")
        ? ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
        : StringKey.defaultTable)
    guard let table = source.tables[tableName] else {
      let names = source.tables.keys.sorted().joined(separator: ", ")
      throw UsageError("no table '\(tableName)' in \(catalog); its tables are \(names).")
    }
    let pattern = options[Options.keys] ?? "*"
    let (alerts, skipped) = KeyGrouping.group(table.keys, matching: pattern)
    for key in skipped {
      Terminal.diagnostic(
        "\(catalog): note: skipped '\(key)': not <alert>.title, .message, .button.<name> or "
          + ".field.<name>")
    }
    guard !alerts.isEmpty else {
      throw UsageError(
        "no keys of \(tableName) matching '\(pattern)' make an alert; name them like "
          + "alert.delete.title and alert.delete.button.cancel (see `alert-preview help import`).")
    }
    for alert in alerts {
      if let problem = SpecID.problem(alert.id) {
        throw UsageError("the keys \(alert.prefix).* make an id the loader refuses: \(problem).")
      }
      if let earlier = alert.sharesIDWith {
        Terminal.diagnostic(
          "\(catalog): note: the keys \(earlier).* and \(alert.prefix).* both make the id "
            + "'\(KeyGrouping.slug(earlier))'; the spec of \(alert.prefix).* is \(alert.id).json")
      }
    }
    let folder = options[Options.extractFolder] ?? "."
    let output = OutputFolder(folder)
    try output.create()
    let existing = alerts.map { "\($0.id).json" }.filter {
      FileManager.default.fileExists(atPath: output.path($0))
    }
    if !existing.isEmpty && !(options[Options.force] ?? false) {
      throw UsageError(
        "\(existing.map { output.path($0) }.joined(separator: ", ")) already exist; nothing was "
          + "written. Pass --force to replace them, or choose another --out.")
    }
    let strings = ImportedSpec.relativePath(from: folder, to: catalog)
    for alert in alerts {
      let text = ImportedSpec.json(alert, strings: strings, table: tableName)
      try output.write(Data(text.utf8), to: "\(alert.id).json")
      var parts: [String] = []
      if alert.title != nil { parts.append("title") }
      if alert.message != nil { parts.append("message") }
      if !alert.buttons.isEmpty {
        parts.append("\(alert.buttons.count) button\(alert.buttons.count == 1 ? "" : "s")")
      }
      if !alert.fields.isEmpty {
        parts.append("\(alert.fields.count) field\(alert.fields.count == 1 ? "" : "s")")
      }
      print("wrote \(output.path("\(alert.id).json")) (\(parts.joined(separator: ", ")))")
    }
    return 0
  }
}
