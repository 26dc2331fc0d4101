/// A command as help, the parser and docs/options.md see it: its name, what it does, and the
/// options it takes, each with the command's own default or note where it has one.
public struct CommandDeclaration: Sendable {
  /// An option as one command takes it.
  public struct Use: Sendable {
    public let declaration: OptionDeclaration
    /// The command's help for the option, when it differs from the declaration's.
    public let help: String?
    /// The command's default, when it differs from the declaration's.
    public let defaultText: String?
  }

  public let name: String
  /// One line for the list of commands.
  public let abstract: String
  /// What follows `alert-preview` in the usage line.
  public let usage: String
  /// Paragraphs shown between the usage line and the options.
  public let discussion: String
  public let uses: [Use]
  /// Paragraphs shown after the options (exit codes, environment).
  public let footer: String

  public init(
    _ name: String, abstract: String, usage: String, discussion: String, options: [Use],
    footer: String
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.discussion = discussion
    self.uses =
      options + [Use(declaration: Options.config.declaration, help: nil, defaultText: nil)]
    self.footer = footer
  }

  /// The options the command takes.
  public var options: [OptionDeclaration] { uses.map(\.declaration) }
}

extension OptionDeclaration {
  /// This option as a command takes it, with its own help or default.
  public func use(help: String? = nil, default defaultText: String? = nil) -> CommandDeclaration.Use
  {
    CommandDeclaration.Use(declaration: self, help: help, defaultText: defaultText)
  }
}

extension Option {
  /// This option as a command takes it, with its own help or default.
  public func use(help: String? = nil, default defaultText: String? = nil) -> CommandDeclaration.Use
  {
    declaration.use(help: help, default: defaultText)
  }
}

extension Array where Element == OptionDeclaration {
  /// Each option as the command takes it, unchanged.
  public var uses: [CommandDeclaration.Use] { map { $0.use() } }
}
