import AlertPipeline
import AlertRun
import StyleSheet

/// What is read: the style sheet, the locales shown, the screen behind each alert.
extension Options {
  public static let style = Option<String>.value(
    "style", ["--style"], "NAME|PATH",
    help: "style sheet: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app, or a sheet's path",
    default: "ios", fileKey: "style", paths: .pathLike,
    read: { text throws(UsageError) in
      guard !text.contains(",") else {
        throw UsageError(
          "--style takes one style sheet here, not '\(text)'; only gallery and review show "
            + "several side by side.")
      }
      return text
    })

  public static let styles = Option<[String]>.list(
    "styles", ["--style"], "LIST",
    help: "style sheets: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app, or a sheet's path; "
      + "several (ios,ios26) are shown side by side on each alert's page, the first on the index",
    default: "ios", fileKey: "style", paths: .pathLike,
    read: { texts throws(UsageError) in texts })

  public static let locale = Option<[String]>.list(
    "locale", ["--locale"], "LIST|all",
    help: "show the text of these locales: locales of the specs' strings (de, pt-BR) or "
      + "pseudo-locales en-XA (accented, ~40 % longer), ar-XB (right to left) and double (each "
      + "string twice); all is every locale of each spec's strings. The locale goes into file "
      + "names (…light.de@2x.png); missing translations show [[key]]",
    default: "each alert's own text", fileKey: "locales",
    read: { texts throws(UsageError) in try LocaleSelection.checked(texts) })

  public static let backdrop = Option<String>.text(
    "backdrop", ["--backdrop"], "FILE",
    help: "a PNG of the app screen to draw behind every alert (in place of the specs' "
      + "\"backdrop\"): fitted to the screen, dimmed, and seen blurred through the alert's "
      + "material",
    fileKey: "backdrop", paths: .all)

  public static let chrome = Option<DeviceChrome>.value(
    "chrome", ["--chrome"], "MODE",
    help: "none, status (the status bar at 9:41 and the home indicator) or device (also the "
      + "camera cutout and screen corners)",
    default: "none", fileKey: "chrome",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: DeviceChrome.self, for: "--chrome")
    })

  public static let frame = Option<PictureFrame>.value(
    "frame", ["--frame"], "WHAT",
    help: "screen (the app screen with the alert over it) or alert (the alert alone, at its "
      + "own size, with a transparent surround, for design tools; chrome is not drawn)",
    default: "screen", fileKey: "frame",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: PictureFrame.self, for: "--frame")
    })

  public static let svgText = Option<SVGText>.value(
    "svg-text", ["--svg-text"], "HOW",
    help: "outlines (an SVG's text as glyph shapes, the same everywhere) or live (real text in "
      + "SF Pro where installed, in layers named title, message, field-1…, button-1…, which "
      + "Figma and Sketch import as editable text)",
    default: "outlines", fileKey: "svg-text",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: SVGText.self, for: "--svg-text")
    })

  public static let verbose = Option<Bool>.flag(
    "verbose", ["--verbose"],
    help: "after the notes on Swift calls, count what was skipped or read only in part, by "
      + "reason, and the alerts whose copy is known only at run time")

  public static let config = Option<String>.text(
    "config", ["--config"], "FILE",
    help: "the project file to read (default: the nearest .alert-preview.yml from the working "
      + "folder up); --config none reads none")
}

extension ParsedOptions {
  /// The style sheet, screen and verbosity the input options choose (`style` overrides the
  /// sheet, for commands that take several).
  public func inputs(style: String? = nil) throws(UsageError) -> InputOptions {
    var options = InputOptions(
      style: style ?? self[Options.style] ?? self[Options.styles]?.first ?? "ios",
      screen: try ScreenOptions(
        backdrop: self[Options.backdrop], chrome: self[Options.chrome] ?? .none,
        frame: self[Options.frame] ?? .screen, svgText: self[Options.svgText] ?? .outlines),
      verbose: self[Options.verbose] ?? false)
    if let project {
      options.exclude = project.exclude
      options.rules = project.rules
      options.words = project.words
      options.helpers = project.helpers
    }
    return options
  }

  /// The locales `--locale` names; without it, `defaultsToAll` shows every locale.
  package func locales(defaultsToAll: Bool = false) -> LocaleSelection {
    LocaleSelection(self[Options.locale], defaultsToAll: defaultsToAll)
  }
}
