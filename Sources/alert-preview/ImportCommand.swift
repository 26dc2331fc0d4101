import AlertRun
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

/// `alert-preview import CATALOG --out DIR`: one spec per alert of a table's keys.
enum ImportCommand {
  static let help = """
    USAGE: alert-preview import CATALOG [--keys PATTERN] [--table NAME] [--out DIR] [--force]

    Writes one spec per alert found in the keys of the app's strings: CATALOG is an .xcstrings
    file, or a folder of .xcstrings files and <locale>.lproj folders. Each spec names its
    keys ({"key": …}) and points "strings" at CATALOG, so `--locale` shows it in every
    language of the app.

    HOW KEYS MAKE ALERTS:
      <alert>.title                    the title
      <alert>.message                  the message
      <alert>.button.<name>            a button (also buttons., action.); cancel gets the
                                       cancel role and comes first; delete, remove, erase
                                       and destructive the destructive role; others default
      <alert>.field.<name>             a text field's placeholder (also placeholder.,
                                       textField.)
    Keys with the same <alert> make one spec, <alert> with dots as hyphens for its id:
    alert.delete.title, alert.delete.message and alert.delete.button.cancel make
    alert-delete.json. Matching keys of no such shape are listed and skipped. An id over 64
    characters, or one an earlier <alert> (in key order) already makes, as a..b and a/b both
    make a-b, is cut and ends in six hex digits of a hash of its <alert> (a-b-4c1d2e), the
    same in every run; a note names both.

    OPTIONS:
      --keys PATTERN     only keys matching PATTERN: * any characters, ? one (default: *)
      --table NAME       the table to read (default: the .xcstrings file's name, or
                         Localizable)
      --out DIR          where to write <id>.json (default: the current folder)
      --force            replace specs that already exist (default: refuse, writing nothing)

    Exit codes: 0 written; 2 usage or input errors, or specs that exist without --force.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv, valued: ["--keys", "--table", "--out"], flags: ["--force"])
    guard arguments.positional.count == 1, let catalog = arguments.positional.first else {
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
      arguments.value("--table")
      ?? (catalog.hasSuffix(".xcstrings")
        ? ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
        : StringKey.defaultTable)
    guard let table = source.tables[tableName] else {
      let names = source.tables.keys.sorted().joined(separator: ", ")
      throw UsageError("no table '\(tableName)' in \(catalog); its tables are \(names).")
    }
    let pattern = arguments.value("--keys") ?? "*"
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
    let folder = arguments.value("--out") ?? "."
    let output = OutputFolder(folder)
    try output.create()
    let existing = alerts.map { "\($0.id).json" }.filter {
      FileManager.default.fileExists(atPath: output.path($0))
    }
    if !existing.isEmpty && !arguments.flag("--force") {
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
