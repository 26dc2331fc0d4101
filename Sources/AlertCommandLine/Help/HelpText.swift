/// A command's help, made from its declaration: the usage line, the discussion, each option
/// with its value, help and default, then the footer.
public enum HelpText {
  /// The column the options' help starts at, and the width lines are wrapped to.
  static let helpColumn = 25
  static let width = 96

  public static func of(_ command: CommandDeclaration) -> String {
    var lines = ["USAGE: alert-preview \(command.usage)", ""]
    if !command.discussion.isEmpty { lines += [command.discussion, ""] }
    lines.append("OPTIONS:")
    for use in command.uses { lines += optionLines(use) }
    if !command.footer.isEmpty { lines += ["", command.footer] }
    return lines.joined(separator: "\n")
  }

  /// `  --device LIST          help… (default: …)`, wrapped under the help column.
  static func optionLines(_ use: CommandDeclaration.Use) -> [String] {
    let declaration = use.declaration
    let names = declaration.names.sorted { $0.count < $1.count }.joined(separator: ", ")
    let left = "  " + names + (declaration.placeholder.map { " " + $0 } ?? "")
    var text = use.help ?? declaration.help
    if let defaultText = use.defaultText ?? declaration.defaultText {
      text += " (default: \(defaultText))"
    }
    let wrapped = wrap(text, width: width - helpColumn)
    let indent = String(repeating: " ", count: helpColumn)
    if left.count + 2 > helpColumn {
      return [left] + wrapped.map { indent + $0 }
    }
    let pad = String(repeating: " ", count: helpColumn - left.count)
    return [left + pad + wrapped[0]] + wrapped.dropFirst().map { indent + $0 }
  }

  /// `text` in lines of at most `width` characters, broken at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    return lines + [line]
  }
}
