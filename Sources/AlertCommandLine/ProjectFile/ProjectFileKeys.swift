/// The keys a project file may hold: one per option the file can set (its declaration's
/// `fileKey`), and the keys only the file has.
public enum ProjectFileKeys {
  /// The options the file can set, one per key, in help order. (Listed, not collected from
  /// the commands: `config` takes these, so collecting would make its declaration need itself.)
  public static let options: [OptionDeclaration] = [
    Options.style.declaration, Options.device.declaration, Options.orientation.declaration,
    Options.appearance.declaration, Options.scale.declaration, Options.textSize.declaration,
    Options.keyboard.declaration, Options.locale.declaration, Options.backdrop.declaration,
    Options.chrome.declaration, Options.frame.declaration, Options.svgText.declaration,
    Options.outFolder.declaration,
    Options.references.declaration,
    Options.baseline.declaration,
  ]

  /// The keys only the project file has, with what each holds.
  public static let fileOnly: [(key: String, help: String)] = [
    ("include", "the paths (or globs) commands read when given no PATH"),
    ("exclude", "globs of files and folders that walking a folder leaves out"),
    ("rules", "rule id: error, warning, suggestion or off, over the style sheet's levels"),
    ("words", "the project's word list, in place of the nearest .alert-preview/words.txt"),
    (
      "helpers",
      "the app's alert helpers the Swift reader cannot read into: which argument is the title "
        + "and the message, and the buttons each adds"
    ),
  ]

  /// Every key, sorted.
  public static var all: [String] {
    (options.compactMap(\.fileKey) + fileOnly.map(\.key)).sorted()
  }
}
