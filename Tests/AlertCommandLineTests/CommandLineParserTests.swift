import AlertCommandLine
import AlertLayout
import AlertRun
import StyleSheet
import Testing

/// The command line read into typed values with each command's declared options.
@Suite struct CommandLineParserTests {
  func parse(_ argv: [String], _ command: CommandDeclaration = Commands.render) throws
    -> ParsedOptions
  {
    try CommandLineParser.parse(argv, for: command)
  }

  func message(_ argv: [String], _ command: CommandDeclaration = Commands.render) -> String {
    do {
      _ = try parse(argv, command)
      return ""
    } catch {
      return String(describing: error)
    }
  }

  @Test func valuesAreTypedAndListsSplit() throws {
    let parsed = try parse([
      "Examples", "--device", "iphone-se,iphone-16", "--appearance=dark", "--orientation",
      "portrait", "--orientation", "landscape", "-j", "3", "--scale", "native",
    ])
    #expect(parsed.positional == ["Examples"])
    #expect(parsed[Options.device] == .named(["iphone-se", "iphone-16"]))
    #expect(parsed[Options.appearance] == [.dark])
    #expect(parsed[Options.orientation] == [.portrait, .landscape])
    #expect(parsed[Options.jobs] == 3)
    #expect(parsed[Options.scale] == [.native])
    #expect(parsed.sources["jobs"] == .commandLine("-j"))
    #expect(parsed[Options.textSize] == nil)
  }

  /// Case is read alike for every choice (`Dark` as `XXL` always was).
  @Test func caseDoesNotMatter() throws {
    let parsed = try parse([
      "--appearance", "Dark", "--text-size", "XXL", "--orientation", "PORTRAIT", "--chrome",
      "Status", "--keyboard", "None", "--format", "SVG", "--scale", "Native",
    ])
    #expect(parsed[Options.appearance] == [.dark])
    #expect(parsed[Options.textSize] == [.xxL])
    #expect(parsed[Options.orientation] == [.portrait])
    #expect(parsed[Options.chrome] == .status)
    #expect(parsed[Options.keyboard] == KeyboardVisibility.none)
    #expect(parsed[Options.imageFormats] == [.svg])
    #expect(parsed[Options.scale] == [.native])
  }

  @Test func allAndDefaultAreNamedValues() throws {
    #expect(try parse(["--device", "all"])[Options.device] == .all)
    #expect(try parse(["--device", "Default"])[Options.device] == .defaults)
    #expect(try parse(["--appearance", "all"])[Options.appearance] == Appearance.allCases)
    #expect(try parse(["--format", "all"])[Options.imageFormats] == [.png, .svg])
    #expect(message(["--device", "all,iphone-se"]).contains("stands alone"))
  }

  @Test func mistakesAreSentencesWithTheNearestName() {
    #expect(
      message(["--appearence", "dark"])
        == "unknown option --appearence; did you mean '--appearance'? Run `alert-preview help "
        + "render` for the options of render.")
    #expect(
      message(["--appearance", "drak"])
        == "--appearance takes light, dark or all, not 'drak'; did you mean 'dark'?")
    #expect(message(["--format", "both"]) == "--format takes png, svg or all, not 'both'.")
    #expect(message(["--jobs"]).hasPrefix("--jobs needs a value"))
    #expect(message(["--png-level", "12"]).contains("from 0 to 9"))
    #expect(message(["--verbose=yes"]).contains("takes no value"))
    // An option of another command is unknown here.
    #expect(message(["--strict"]).hasPrefix("unknown option --strict"))
  }

  /// `--svg-text` takes outlines or live, render only; a bad value names the choices.
  @Test func svgTextIsOutlinesOrLive() throws {
    #expect(try parse(["--svg-text", "Live"])[Options.svgText] == .live)
    #expect(try parse(["--svg-text=outlines"])[Options.svgText] == .outlines)
    #expect(try parse([])[Options.svgText] == nil)
    #expect(try parse(["--svg-text", "live"]).inputs().screen.svgText == .live)
    #expect(try parse([]).inputs().screen.svgText == .outlines)
    #expect(
      message(["--svg-text", "text"]) == "--svg-text takes outlines or live, not 'text'.")
    #expect(
      message(["--svg-text", "lve"])
        == "--svg-text takes outlines or live, not 'lve'; did you mean 'live'?")
    #expect(message(["--svg-text", "live"], Commands.gallery).hasPrefix("unknown option"))
  }

  /// The same flag is a different option in different commands.
  @Test func formatMeansWhatTheCommandMeans() throws {
    #expect(try parse(["--format", "sarif"], Commands.lint)[Options.lintFormat] == .sarif)
    #expect(try parse(["--format", "junit"], Commands.snapshot)[Options.snapshotFormat] == .junit)
    #expect(message(["--format", "sarif"]).contains("png, svg or all"))
  }

  @Test func verboseIsTakenWhereverTheLoaderReadsIt() throws {
    let commands = [
      Commands.render, Commands.layout, Commands.gallery, Commands.review, Commands.lint,
      Commands.snapshot, Commands.extract,
    ]
    for command in commands {
      #expect(try parse(["--verbose"], command)[Options.verbose] == true, "\(command.name)")
    }
  }

  @Test func aDoubleDashEndsTheOptions() throws {
    let parsed = try parse(["--", "-odd.json", "--out"])
    #expect(parsed.positional == ["-odd.json", "--out"])
  }

  @Test func removingOptionsKeepsTheRest() {
    let kept = CommandLineWords.removing(
      [Options.shard.declaration, Options.prune.declaration],
      from: ["a", "--shard", "1/2", "--prune", "--shard=2/2", "--out", "x"])
    #expect(kept == ["a", "--out", "x"])
  }
}
