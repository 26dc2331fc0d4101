import AlertRun

/// Where an option's value came from, for `alert-preview config` and for messages.
public enum ValueSource: Sendable, Equatable, CustomStringConvertible {
  /// The command line, under this name.
  case commandLine(String)
  /// The project file, at this place.
  case projectFile(file: String, line: Int, column: Int)

  public var description: String {
    switch self {
    case .commandLine(let name): "command line (\(name))"
    case .projectFile(let file, let line, let column): "\(file):\(line):\(column)"
    }
  }
}

/// A command's options after parsing: each given option's typed value, the raw text it was
/// read from and where it came from, and the positional arguments.
public struct ParsedOptions: Sendable {
  /// The arguments that are not options, in order.
  public var positional: [String] = []
  /// The command's arguments as given (for a shard's note and the accept command).
  public internal(set) var arguments: [String] = []
  /// The project file read, if any.
  public var project: ProjectFile?
  /// The executable `-j` starts as worker processes (``OutputOptions/workerProgram``): set by
  /// the command-line shell to itself, `nil` in a library's parse.
  public var workerProgram: String?
  var values: [String: any Sendable] = [:]
  /// The raw values, by option id, as given.
  public internal(set) var raw: [String: [String]] = [:]
  /// Where each given option's value came from, by option id.
  public internal(set) var sources: [String: ValueSource] = [:]

  public init() {}

  /// The option's value, or `nil` when neither the command line nor the project file gave it.
  public subscript<Value>(_ option: Option<Value>) -> Value? {
    values[option.declaration.id] as? Value
  }

  /// Whether the option was given (on the command line or in the project file).
  public func has<Value>(_ option: Option<Value>) -> Bool {
    values[option.declaration.id] != nil
  }

  /// Sets `declaration`'s value from `texts`, read with its own reader.
  mutating func set(
    _ declaration: OptionDeclaration, _ texts: [String], from source: ValueSource
  ) throws(UsageError) {
    values[declaration.id] = try declaration.read(texts)
    raw[declaration.id] = texts
    sources[declaration.id] = source
  }
}
