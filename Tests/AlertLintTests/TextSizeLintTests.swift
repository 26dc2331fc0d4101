import AlertLayout
import AlertLint
import AlertSpec
import StyleSheet
import Testing

/// The measured rules check every configuration they are given, text sizes included, and
/// their messages name the size.
@Suite struct TextSizeLintTests {
  static func linter(_ sizes: [TextSize]) throws -> Linter {
    let style = try LintFixtures.sheet("ios")
    let se = try #require(style.devices.first { $0.id == "iphone-se" })
    return Linter(
      style: style,
      configurations: RenderConfiguration.all(
        devices: [se], orientations: [.portrait, .landscape], appearances: [.light],
        scales: [2], textSizes: sizes))
  }

  static func findings(_ text: String, sizes: [TextSize], rule: String) throws -> [Finding] {
    let loaded = SpecLoader.load(text: text, file: "sizes.json")
    #expect(loaded.diagnostics.isEmpty)
    return try linter(sizes).lint(loaded.alerts).findings.filter { $0.ruleID == rule }
  }

  static let album = """
    {id: "album", title: "Delete “Vacation Photos”?",
     message: "This album and its 128 photos will be deleted from all your devices.",
     buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}
    """

  @Test func aTitleThatFitsAtLargeWrapsAtAX3() throws {
    #expect(try Self.findings(Self.album, sizes: [.L], rule: "title-max-lines").isEmpty)
    let findings = try Self.findings(Self.album, sizes: [.L, .AX3], rule: "title-max-lines")
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(
      finding.message.hasPrefix(
        "title “Delete “Vacation Photos”?” wraps to 3 lines on iPhone SE (3rd generation) "
          + "portrait at AX3 (limit 2)"), "\(finding.message)")
    #expect(finding.configuration == "iPhone SE (3rd generation) portrait at AX3")
  }

  @Test func anAlertThatFitsAtLargeScrollsAtAX3() throws {
    #expect(try Self.findings(Self.album, sizes: [.L], rule: "fits-without-scrolling").isEmpty)
    let findings = try Self.findings(
      Self.album, sizes: [.L, .AX3], rule: "fits-without-scrolling")
    let finding = try #require(findings.first)
    #expect(finding.configuration?.hasSuffix(" at AX3") == true)
    #expect(finding.message.contains("taller than the screen allows on iPhone SE"))
    #expect(finding.message.contains(" at AX3, so its text scrolls"), "\(finding.message)")
  }
}
