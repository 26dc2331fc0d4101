import AlertSupport

/// A usage error: the command line asks for something that cannot be done. Exit code 2.
public struct UsageError: Error, CustomStringConvertible, Sendable {
  /// The sentence shown to the user.
  public var description: String
  /// Makes an error from its sentence.
  public init(_ description: String) { self.description = description }
}

/// The command line after the subcommand: positional paths and `--option value` pairs.
///
/// Options may repeat and may hold comma-separated lists (`--device iphone-se,iphone-15`);
/// `--option=value` is accepted too.
public struct Arguments {
  /// The arguments that are not options, in order.
  public var positional: [String] = []
  private var values: [String: [String]] = [:]
  private var consumed: Set<String> = []

  /// Parses `arguments`, knowing which options take a value and which are plain flags.
  public init(_ arguments: [String], valued: Set<String>, flags: Set<String>) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        positional.append(contentsOf: rest)
        break
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if flags.contains(name) {
        values[name, default: []].append("true")
      } else if valued.contains(name) {
        guard let value = inline ?? rest.popFirst() else {
          throw UsageError("\(name) needs a value; see `alert-preview help`.")
        }
        values[name, default: []].append(value)
      } else {
        let known = (valued.union(flags)).sorted()
        let hint = Suggestion.nearest(to: name, among: known).map { "; did you mean \($0)?" } ?? "."
        throw UsageError("unknown option \(name)\(hint) Run `alert-preview help` for the options.")
      }
    }
  }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool { values[name] != nil }

  /// The last value of an option.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of an option, comma-separated lists split, empty items dropped.
  public func list(_ name: String) -> [String]? {
    values[name].map { $0.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters() } } }
      .map { $0.filter { !$0.isEmpty } }
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension Arguments {
  /// `argv` without the named options and their values (`--out DIR`, `--out=DIR`).
  public static func removing(_ names: Set<String>, from argv: [String]) -> [String] {
    var kept: [String] = []
    var rest = argv[...]
    while let argument = rest.popFirst() {
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if names.contains(name) {
        if !argument.contains("=") { _ = rest.popFirst() }
        continue
      }
      kept.append(argument)
    }
    return kept
  }
}
