import AlertCommandLine
import AlertRun
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// `.alert-preview.yml`: found upwards, checked whole when read, its values read as the
/// options read theirs, and flags given on the command line win.
@Suite struct ProjectFileTests {
  /// A temporary project with `text` as its project file and a `sub/` folder to run in.
  func project(_ text: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("project-\(UUID().uuidString)").resolvingSymlinksInPath()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try text.write(
      to: root.appendingPathComponent(ProjectFile.fileName), atomically: true, encoding: .utf8)
    return root
  }

  func parse(_ argv: [String], _ text: String, command: CommandDeclaration = Commands.render)
    throws -> ParsedOptions
  {
    let root = try project(text)
    defer { try? FileManager.default.removeItem(at: root) }
    return try Invocation.parse(argv, for: command, folder: root.appendingPathComponent("sub").path)
  }

  func message(_ text: String, command: CommandDeclaration = Commands.render) -> String {
    do {
      _ = try parse([], text, command: command)
      return ""
    } catch {
      return String(describing: error)
    }
  }

  @Test func valuesComeFromTheFileWithTheirPlaces() throws {
    let parsed = try parse(
      [], "style: ios26\ndevices: [iphone-se]\nappearances: Dark\ntext-sizes: [L, AX3]\n")
    #expect(parsed[Options.style] == "ios26")
    #expect(parsed[Options.device] == .named(["iphone-se"]))
    #expect(parsed[Options.appearance] == [.dark])
    #expect(parsed[Options.textSize] == [.L, .AX3])
    guard case .projectFile(let file, let line, let column)? = parsed.sources["appearance"] else {
      Issue.record("no place")
      return
    }
    #expect(file.hasSuffix(ProjectFile.fileName))
    #expect((line, column) == (3, 14))
  }

  @Test func flagsWin() throws {
    let parsed = try parse(
      ["--appearance", "light", "--style", "ios"], "style: ios26\nappearances: dark\n")
    #expect(parsed[Options.appearance] == [.light])
    #expect(parsed[Options.style] == "ios")
    #expect(parsed.sources["style"] == .commandLine("--style"))
  }

  @Test func unknownKeysAreErrorsWithTheNearestKey() {
    let text = message("style: ios\ndevice: [iphone-se]\n")
    #expect(text.hasSuffix(":2:1: error: unknown key 'device'; did you mean 'devices'?"))
    #expect(message("colour: red\n").contains("unknown key 'colour'; the keys are "))
  }

  @Test func helpersAreCheckedWhereTheyStand() {
    #expect(
      message("helpers:\n  showAlert:\n    titel: title\n").hasSuffix(
        ":3:5: error: unknown key 'titel' of helper 'showAlert'; did you mean 'title'?"))
    #expect(
      message("helpers:\n  showAlert:\n    buttons:\n      - {label: OK, argument: ok}\n")
        .hasSuffix(":4:9: error: give a button either a label or an argument."))
    #expect(
      message("helpers:\n  Notice:\n    buttons:\n      - {member: title}\n").contains(
        "'member' is a member of an argument's value; name the argument"))
    #expect(
      message("helpers:\n  Notice:\n    buttons:\n      - {argument: ok, member: 2}\n").contains(
        "'member' names the label's member"))
    #expect(
      message("helpers:\n  showAlert:\n    message: 0\n").hasSuffix(
        ":3:14: error: argument positions start at 1."))
  }

  @Test func badValuesAreErrorsWhereTheyStand() {
    #expect(
      message("appearances: [light, drak]\n").hasSuffix(
        ":1:14: error: --appearance takes light, dark or all, not 'drak'; did you mean 'dark'?"))
    #expect(
      message("rules:\n  title-max-line: off\n").contains(
        ":2:3: error: no rule 'title-max-line'; did you mean 'title-max-lines'?"))
    #expect(
      message("rules:\n  title-max-lines: loud\n").contains(
        ":2:20: error: rule 'title-max-lines' takes off, suggestion, warning or error"))
    #expect(message("style: [ios\n").contains(":2:1: error: "))
    #expect(message("- a\n- b\n").contains("the project file is a list"))
    #expect(message("style: ios\nstyle: ios26\n").contains("'style' is given twice"))
    // Checked whatever the command: `references` means nothing to render, but a bad one is
    // still reported.
    #expect(message("keyboard: maybe\n").contains("--keyboard takes shown or none"))
  }

  /// `svg-text` as `frame`: render's, set in the file, a flag wins, a bad value is a sentence.
  @Test func svgTextIsSetInTheFile() throws {
    #expect(try parse([], "svg-text: live\n").inputs().screen.svgText == .live)
    #expect(
      try parse(["--svg-text", "outlines"], "svg-text: live\n").inputs().screen.svgText
        == .outlines)
    #expect(
      message("svg-text: text\n").hasSuffix(
        ":1:11: error: --svg-text takes outlines or live, not 'text'."))
  }

  @Test func pathsAreRelativeToTheFile() throws {
    let parsed = try parse([], "include: [Alerts]\nout: build/previews\nwords: words.txt\n")
    let project = try #require(parsed.project)
    #expect(project.include?.first?.hasSuffix("/Alerts") == true)
    #expect(project.include?.first?.hasPrefix("/") == true)
    #expect(parsed[Options.outFolder]?.hasSuffix("/build/previews") == true)
    #expect(project.words?.hasSuffix("/words.txt") == true)
    #expect(parsed.paths() == project.include)
    #expect(try parse(["Given"], "include: [Alerts]\n").paths() == ["Given"])
  }

  @Test func rulesSetLevels() throws {
    let parsed = try parse([], "rules:\n  title-max-lines: off\n  cancel-label: error\n")
    let sheet = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
    let style = try parsed.inputs().applied(to: sheet)
    #expect(style.voice.rules["title-max-lines"] == .off)
    #expect(style.voice.rules["cancel-label"] == .error)
    #expect(style.voice.ruleLines["cancel-label"]?.line == 3)
  }

  @Test func excludeLeavesFilesOut() throws {
    let parsed = try parse([], "exclude: [\"Alerts/**/draft-*.json\"]\n")
    let filter = try #require(parsed.project?.exclude)
    let base = filter.base
    #expect(filter.matches(base + "/Alerts/a/b/draft-1.json"))
    #expect(filter.matches(base + "/Alerts/draft-1.json"))
    #expect(!filter.matches(base + "/Alerts/final.json"))
  }

  @Test func theFileIsFoundUpwardsAndConfigChoosesAnother() throws {
    let root = try project("style: ios26\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let sub = root.appendingPathComponent("sub").path
    #expect(try Invocation.parse([], for: Commands.render, folder: sub)[Options.style] == "ios26")
    #expect(
      try Invocation.parse(["--config", "none"], for: Commands.render, folder: sub)[Options.style]
        == nil)
    let other = root.appendingPathComponent("other.yml")
    try "style: nhs-app\n".write(to: other, atomically: true, encoding: .utf8)
    #expect(
      try Invocation.parse(["--config", other.path], for: Commands.render, folder: sub)[
        Options.style] == "nhs-app")
  }
}

/// The complete example of docs/project-file.md is a file the tool reads without a complaint.
@Suite struct ProjectFileExampleTests {
  @Test func theDocumentedExampleIsValid() throws {
    let page = try String(
      contentsOf: OptionsReferenceTests.root.appendingPathComponent("docs/project-file.md"),
      encoding: .utf8)
    let start = try #require(page.range(of: "```yaml\n"))
    let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
    let example = String(page[start.upperBound..<end.lowerBound])
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("example-\(UUID().uuidString).yml")
    try example.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let project = try ProjectFile(path: file.path)
    #expect(project.rules["title-max-lines"]?.level == .warning)
    #expect(project.rules["button-label-words"]?.level == .off)
    #expect(project.exclude.patterns.count == 2)
    let helper = try #require(project.helpers.first)
    #expect(helper.name == "showBanner")
    #expect(helper.title == .label("title"))
    #expect(helper.message == .position(2))
    #expect(helper.buttons.map(\.text) == ["OK", nil])
    #expect(helper.buttons.map(\.argument) == [nil, .label("undo")])
    #expect(helper.buttons.map(\.role) == [.default, .cancel])
    for command in Commands.all {
      var parsed = try CommandLineParser.parse([], for: command)
      try project.apply(to: &parsed, for: command)
    }
  }

  /// So is the README's.
  @Test func theReadmesExampleIsValid() throws {
    let page = try String(
      contentsOf: OptionsReferenceTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(page.range(of: "```yaml\n"))
    let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(UUID().uuidString).yml")
    try String(page[start.upperBound..<end.lowerBound]).write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try ProjectFile(path: file.path).rules["title-single-line"]?.level == .off)
  }
}
