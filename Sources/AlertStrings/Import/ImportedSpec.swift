import AlertSpec
import Foundation

/// The spec file `alert-preview import` writes for one alert of keys.
public enum ImportedSpec {
  /// The spec of `alert` as JSON text: its id, `strings` (the path from the spec's folder to
  /// the strings), and a `{"key": …}` (with `table` unless it is `Localizable`) for each part.
  public static func json(_ alert: KeyGrouping.Alert, strings: String, table: String) -> String {
    func key(_ name: String) -> String {
      table == "Localizable"
        ? "{\"key\": \(JSONValue.quoted(name))}"
        : "{\"key\": \(JSONValue.quoted(name)), \"table\": \(JSONValue.quoted(table))}"
    }
    var lines = [
      "// Imported by alert-preview import from the keys \(alert.prefix).*; edit freely.", "{",
      "  \"id\": \(JSONValue.quoted(alert.id)),", "  \"strings\": \(JSONValue.quoted(strings)),",
    ]
    if let title = alert.title { lines.append("  \"title\": \(key(title)),") }
    if let message = alert.message { lines.append("  \"message\": \(key(message)),") }
    if !alert.buttons.isEmpty {
      lines.append("  \"buttons\": [")
      for button in alert.buttons {
        lines.append(
          "    {\"label\": \(key(button.key)), \"role\": \(JSONValue.quoted(button.role))},")
      }
      lines.append("  ],")
    }
    if !alert.fields.isEmpty {
      lines.append("  \"textFields\": [")
      for field in alert.fields { lines.append("    {\"placeholder\": \(key(field))},") }
      lines.append("  ],")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The path from the folder `from` to `to`, both made absolute against the current folder.
  public static func relativePath(from folder: String, to target: String) -> String {
    let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let goal = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
    var common = 0
    while common < base.count, common < goal.count, base[common] == goal[common] { common += 1 }
    // Only the root in common: the absolute path says more than a climb to it.
    if common <= 1 { return URL(fileURLWithPath: target).standardizedFileURL.path }
    let up = Array(repeating: "..", count: base.count - common)
    let parts = up + goal[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
