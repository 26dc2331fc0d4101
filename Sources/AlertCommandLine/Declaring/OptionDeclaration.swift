import AlertRun

/// One option, declared once: its names, the value it takes, its help, its default as help
/// shows it, and its key in the project file (`.alert-preview.yml`) if it has one. The
/// command line, the project file, `help`, `config` and docs/options.md all read this.
public struct OptionDeclaration: Sendable {
  /// What follows the option's name.
  public enum Arity: Sendable, Equatable {
    /// Nothing: the option is on or off.
    case flag
    /// One value (`--out DIR`); given again, the last wins.
    case value(String)
    /// A list (`--device LIST`): comma-separated, and the option may repeat.
    case list(String)
  }

  /// A stable name for the option, unique among all options (`image-formats`); two options
  /// may share a flag (`--format`) when no command takes both.
  public let id: String
  /// The flags, the first shown first (`--jobs`, `-j`).
  public let names: [String]
  public let arity: Arity
  /// What the option does, a phrase or sentences, wrapped when shown.
  public let help: String
  /// The default as help shows it (`png`), or `nil` when there is none to show.
  public let defaultText: String?
  /// The key of the project file that sets the option, or `nil` when only flags set it.
  public let fileKey: String?
  /// Whether the values are paths, which the project file gives relative to its folder.
  public let paths: PathValues
  /// Reads the option's raw values (one for `.value`, every item for `.list`, none for a
  /// flag) into its typed value, with a sentence for a bad one.
  let read: @Sendable ([String]) throws(UsageError) -> any Sendable

  /// Which of an option's values are paths.
  public enum PathValues: Sendable {
    case none, all
    /// Those with a `/` or ending in `.xml` (a style sheet's path, not its name).
    case pathLike
  }

  /// The option's first name.
  public var name: String { names[0] }

  /// The value's placeholder (`DIR`), or `nil` for a flag.
  public var placeholder: String? {
    switch arity {
    case .flag: nil
    case .value(let name), .list(let name): name
    }
  }
}

/// An option whose value is a `Value`: declared once, read from ``ParsedOptions`` typed.
public struct Option<Value: Sendable>: Sendable {
  public let declaration: OptionDeclaration

  /// An option of one value, read by `read`.
  public static func value(
    _ id: String, _ names: [String], _ placeholder: String, help: String,
    default defaultText: String? = nil, fileKey: String? = nil,
    paths: OptionDeclaration.PathValues = .none,
    read: @escaping @Sendable (String) throws(UsageError) -> Value
  ) -> Option<Value> {
    Option(
      declaration: OptionDeclaration(
        id: id, names: names, arity: .value(placeholder), help: help, defaultText: defaultText,
        fileKey: fileKey, paths: paths,
        read: { texts throws(UsageError) in try read(texts[texts.count - 1]) }))
  }

  /// An option of a list, read whole by `read`.
  public static func list(
    _ id: String, _ names: [String], _ placeholder: String, help: String,
    default defaultText: String? = nil, fileKey: String? = nil,
    paths: OptionDeclaration.PathValues = .none,
    read: @escaping @Sendable ([String]) throws(UsageError) -> Value
  ) -> Option<Value> {
    Option(
      declaration: OptionDeclaration(
        id: id, names: names, arity: .list(placeholder), help: help, defaultText: defaultText,
        fileKey: fileKey, paths: paths, read: read))
  }
}

extension Option where Value == String {
  /// An option of one value taken as it is.
  public static func text(
    _ id: String, _ names: [String], _ placeholder: String, help: String,
    default defaultText: String? = nil, fileKey: String? = nil,
    paths: OptionDeclaration.PathValues = .none
  ) -> Option<String> {
    value(
      id, names, placeholder, help: help, default: defaultText, fileKey: fileKey, paths: paths,
      read: { text throws(UsageError) in text })
  }
}

extension Option where Value == Bool {
  /// A flag: `true` when given.
  public static func flag(
    _ id: String, _ names: [String], help: String, fileKey: String? = nil
  ) -> Option<Bool> {
    Option(
      declaration: OptionDeclaration(
        id: id, names: names, arity: .flag, help: help, defaultText: nil, fileKey: fileKey,
        paths: .none, read: { _ throws(UsageError) in true }))
  }
}
