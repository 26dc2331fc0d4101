import AlertCommandLine
import Foundation
import GoldenFiles
import Testing

/// `docs/options.md` and each command's help are made from the option declarations; the
/// committed page must match them.
@Suite struct OptionsReferenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func committedPageMatchesTheDeclarations() {
    GoldenFile(folder: Self.root.appendingPathComponent("docs"), filter: "OptionsReference")
      .expectEqual(OptionsReference.markdown(), to: "options.md")
  }

  /// Every option of every command appears in its help and in the page, with its value.
  @Test(arguments: Commands.all.map(\.name))
  func everyOptionIsDocumented(_ name: String) throws {
    let command = try #require(Commands.named(name))
    let help = HelpText.of(command)
    let page = OptionsReference.markdown()
    for declaration in command.options {
      let shown = declaration.name + (declaration.placeholder.map { " " + $0 } ?? "")
      #expect(help.contains(shown), "help of \(name) lacks \(shown)")
      #expect(page.contains("`\(declaration.name)`"), "options.md lacks \(declaration.name)")
    }
  }

  /// No command takes two options of the same name.
  @Test(arguments: Commands.all.map(\.name))
  func namesAreUniqueWithinACommand(_ name: String) throws {
    let command = try #require(Commands.named(name))
    let names = command.options.flatMap(\.names)
    #expect(Set(names).count == names.count, "\(name) repeats an option name")
  }

  /// Every help line fits the terminal width help is wrapped to.
  @Test(arguments: Commands.all.map(\.name))
  func helpLinesFit(_ name: String) throws {
    let command = try #require(Commands.named(name))
    let options = HelpText.of(command).components(separatedBy: "\nOPTIONS:\n")[1]
      .components(separatedBy: "\n\n")[0]
    for line in options.split(separator: "\n") {
      #expect(line.count <= 96, "\(name): \(line)")
    }
  }
}
