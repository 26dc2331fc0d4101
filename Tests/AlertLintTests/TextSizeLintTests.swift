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
    {id: "album", title: "Delete “Summer Vacation Photos”?",
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
        "title “Delete “Summer Vacation Photos”?” wraps to 3 lines on iPhone SE (3rd generation) "
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

/// Only what copy can fix: where even one-word copy breaks a measured rule the engine says so
/// once per device and orientation; the accessibility sizes report warnings.
@Suite struct CopyFloorLintTests {
  static let titleOnly = """
    {id: "leave", title: "Leave this area? Your place in the queue is kept for ten minutes.",
     buttons: [{label: "Cancel", role: "cancel"}, {label: "Leave", role: "destructive"}]}
    """

  static func lint(_ text: String, _ sizes: [TextSize]) throws -> [Finding] {
    let loaded = SpecLoader.load(text: text, file: "floor.json")
    return try TextSizeLintTests.linter(sizes).lint(loaded.alerts).activeFindings
  }

  static let signIn = """
    {id: "sign-in", title: "Sign In to Your Account",
     textFields: [{placeholder: "Email address"}, {placeholder: "Password", secure: true}],
     buttons: [{label: "Cancel", role: "cancel"}, {label: "Sign In", role: "default"}]}
    """

  /// Two fields above the keyboard at AX4 and AX5 on an iPhone SE in landscape: nothing fits;
  /// one warning, no advice to shorten.
  @Test func aConfigurationNoCopyFitsIsSaidOnceAsAWarning() throws {
    let findings = try Self.lint(Self.signIn, [.AX4, .AX5])
    let tooSmall = findings.filter { $0.ruleID == "configuration-too-small" }
    #expect(!tooSmall.isEmpty)
    #expect(tooSmall.allSatisfy { $0.severity == .warning && $0.field.isEmpty })
    let landscape = try #require(
      tooSmall.first { $0.configuration?.contains("landscape") == true })
    #expect(landscape.configuration == "iPhone SE (3rd generation) landscape at AX4, AX5")
    #expect(landscape.message.contains("even one-word copy breaks fits-without-scrolling"))
    // No measured finding asks for a copy change in those configurations.
    #expect(
      !findings.contains {
        $0.ruleID == "fits-without-scrolling"
          && $0.configuration?.hasPrefix("iPhone SE (3rd generation) landscape") == true
      })
  }

  /// A measured error at an accessibility size is a warning; at the default size it stays an
  /// error, and is the one reported.
  @Test func accessibilitySizesReportWarnings() throws {
    let large = try Self.lint(TextSizeLintTests.album, [.AX3])
      .filter { $0.ruleID == "title-max-lines" }
    #expect(large.map(\.severity) == [.warning])
    let long = """
      {id: "long", title: "For security reasons, we'll log you out of the NHS App in 1 minute.",
       buttons: [{label: "OK", role: "default"}]}
      """
    let both = try Self.lint(long, [.L, .AX3]).filter { $0.ruleID == "title-max-lines" }
    #expect(both.map(\.severity) == [.error])
    #expect(both.first?.configuration?.contains(" at AX") == false)
  }

  /// A title-only alert is not told to shorten a message it does not have.
  @Test func adviceNamesOnlyThePartsTheAlertHas() throws {
    let scrolls = try Self.lint(Self.titleOnly, [.AX3]).filter {
      $0.ruleID == "fits-without-scrolling"
    }
    for finding in scrolls {
      #expect(!finding.message.contains("message"), "\(finding.message)")
    }
  }
}
