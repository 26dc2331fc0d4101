import AlertSpec
import AlertSupport
import StyleSheet

/// What a command reads: the style sheet, what is drawn around each alert, and how much the
/// Swift reader says about what it skipped; from the project file, the files left out, the
/// rules' levels and the word list.
public struct InputOptions: Sendable {
  /// The style sheet's name (`ios`, `ios26`) or path.
  public var style: String
  /// `--backdrop` and `--chrome`.
  public var screen: ScreenOptions
  /// After the notes on Swift calls, count what was skipped or read in part, by reason.
  public var verbose: Bool
  /// Files and folders the walk of a folder leaves out.
  public var exclude = PathFilter.none
  /// Rule id → level, over the style sheet's, each with the line that set it.
  public var rules: [String: (level: RuleLevel, line: SheetLine)] = [:]
  /// The project's word list, in place of the nearest `.alert-preview/words.txt`.
  public var words: String?
  /// The app's alert helpers the Swift reader cannot read into.
  public var helpers: [AlertHelper] = []

  public init(style: String = "ios", screen: ScreenOptions = ScreenOptions(), verbose: Bool = false)
  {
    self.style = style
    self.screen = screen
    self.verbose = verbose
  }

  /// `style` with the levels ``rules`` set and the word list.
  public func applied(to style: StyleSheet) -> StyleSheet {
    var style = style
    for (id, setting) in rules {
      style.voice.rules[id] = setting.level
      style.voice.ruleLines[id] = setting.line
    }
    if let words { style.voice.wordsFile = words }
    return style
  }
}
