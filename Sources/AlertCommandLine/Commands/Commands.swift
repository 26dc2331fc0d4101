/// Every command as help, the parser and docs/options.md see it.
public enum Commands {
  /// In the order `alert-preview help` lists them.
  public static let all: [CommandDeclaration] = [
    render, layout, gallery, review, lint, rules, snapshot, merge, extract, importCatalog, serve,
    config,
  ]

  /// The command named `name`.
  public static func named(_ name: String) -> CommandDeclaration? {
    all.first { $0.name == name }
  }
}
