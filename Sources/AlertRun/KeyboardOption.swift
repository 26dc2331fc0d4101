import AlertLayout

/// `--keyboard none|shown`: whether alerts with text fields are drawn with their keyboard.
public enum KeyboardOption {
  /// The option's name.
  public static let name = "--keyboard"

  /// The help line of the option, aligned with the other options of render, gallery and
  /// snapshot.
  public static let help = """
      --keyboard shown|none  alerts with text fields: draw the keyboard and centre the alert
                             above it, as users see it, or leave it out (default: shown;
                             none adds .no-keyboard to file names)
    """

  /// The visibility `arguments` ask for; shown without the option.
  public static func visibility(_ arguments: Arguments) throws -> KeyboardVisibility {
    guard let text = arguments.value(name) else { return .shown }
    guard let visibility = KeyboardVisibility(rawValue: text) else {
      throw UsageError("--keyboard must be shown or none, not '\(text)'.")
    }
    return visibility
  }
}
