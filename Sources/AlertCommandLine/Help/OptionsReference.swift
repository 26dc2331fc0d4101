/// docs/options.md: every command's options and the project file's keys, made from the
/// declarations (a test fails when the committed page differs).
public enum OptionsReference {
  public static func markdown() -> String {
    var lines = [
      "# Options",
      "",
      "<!-- Generated from the option declarations in Sources/AlertCommandLine; do not edit.",
      "     ALERT_PREVIEW_RECORD=1 swift test --filter OptionsReference rewrites it. -->",
      "",
      "Every command's options, as `alert-preview help COMMAND` shows them. An option with a "
        + "project-file key can be set in `.alert-preview.yml` "
        + "([the project file](project-file.md)); a flag given on the command line wins. "
        + "Lists are comma-separated or the option repeated; `all` stands for every value.",
      "",
    ]
    lines += Commands.all.map { "- [`\($0.name)`](#\($0.name)): \($0.abstract)" }
    for command in Commands.all {
      lines += ["", "## \(command.name)", "", "`alert-preview \(command.usage)`", ""]
      lines += [firstSentence(command.discussion), ""]
      lines += [
        "| option | value | default | project file | what it does |", "|---|---|---|---|---|",
      ]
      for use in command.uses {
        let declaration = use.declaration
        let names = declaration.names.map { "`\($0)`" }.joined(separator: ", ")
        let value = declaration.placeholder.map { "`\(cell($0))`" } ?? ""
        let defaultText = use.defaultText ?? declaration.defaultText ?? ""
        let key = declaration.fileKey.map { "`\($0)`" } ?? ""
        lines.append(
          "| \(names) | \(value) | \(cell(defaultText)) | \(key) | \(cell(use.help ?? declaration.help)) |"
        )
      }
    }
    lines += [
      "", "## Project-file keys", "",
      "Keys of `.alert-preview.yml` besides the options' own (see [the project file](project-file.md)):",
      "", "| key | what it holds |", "|---|---|",
    ]
    lines += ProjectFileKeys.fileOnly.map { "| `\($0.key)` | \(cell($0.help)) |" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The discussion's first sentence, joined onto one line.
  static func firstSentence(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard let end = line.range(of: ". ") else { return line }
    return String(line[..<end.lowerBound]) + "."
  }

  /// `text` safe inside a table cell.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
