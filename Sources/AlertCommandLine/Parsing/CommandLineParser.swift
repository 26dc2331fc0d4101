import AlertRun
import AlertSupport

/// Reads a command's arguments into typed values with the command's declared options:
/// `--name value`, `--name=value`, lists comma-separated or repeated, `--` before paths that
/// start with `-`. An unknown option gets the nearest of the command's own.
public enum CommandLineParser {
  public static func parse(_ argv: [String], for command: CommandDeclaration) throws(UsageError)
    -> ParsedOptions
  {
    var byName: [String: OptionDeclaration] = [:]
    for declaration in command.options {
      for name in declaration.names { byName[name] = declaration }
    }
    var texts: [String: (declaration: OptionDeclaration, name: String, values: [String])] = [:]
    var order: [String] = []
    var parsed = ParsedOptions()
    parsed.arguments = argv
    var rest = argv[...]
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positional.append(argument)
        continue
      }
      if argument == "--" {
        parsed.positional.append(contentsOf: rest)
        break
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let declaration = byName[name] else {
        let hint = ChoiceValue.hint(name, byName.keys.sorted())
        throw UsageError(
          "unknown option \(name)\(hint.isEmpty ? "." : hint) Run `alert-preview help "
            + "\(command.name)` for the options of \(command.name).")
      }
      var values = texts[declaration.id]?.values ?? []
      switch declaration.arity {
      case .flag:
        if let inline {
          throw UsageError("\(name) takes no value; give \(name) alone, not '\(name)=\(inline)'.")
        }
      case .value, .list:
        guard let value = inline ?? rest.popFirst() else {
          throw UsageError(
            "\(name) needs a value (\(declaration.placeholder ?? "")); see `alert-preview help "
              + "\(command.name)`.")
        }
        if case .list = declaration.arity {
          values += value.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
            .filter { !$0.isEmpty }
        } else {
          values.append(value)
        }
      }
      if texts[declaration.id] == nil { order.append(declaration.id) }
      texts[declaration.id] = (declaration, name, values)
    }
    for id in order {
      guard let (declaration, name, values) = texts[id] else { continue }
      if case .list(let placeholder) = declaration.arity, values.isEmpty {
        throw UsageError("\(name) needs a value (\(placeholder)); it was given empty.")
      }
      try parsed.set(declaration, values, from: .commandLine(name))
    }
    return parsed
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(self.drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
