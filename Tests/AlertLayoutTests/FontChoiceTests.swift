import AlertLayout
import AlertSpec
import StyleSheet
import Testing

/// Families a sheet names only for when they are installed (SF Pro): a missing one is left
/// out, the first installed family sets the text, and tracking follows the family used.
@Suite struct FontChoiceTests {
  static func sheet(_ fonts: String) throws -> StyleSheet {
    let text = """
      <style name="stand-in" extends="ios">
        \(fonts)
      </style>
      """
    return try StyleSheetLoader.load(
      bytes: Array(text.utf8), file: "/nowhere/stand-in.xml",
      searchPaths: [Fixtures.root.appendingPathComponent("Styles").path])
  }

  static let spec = Fixtures.alert(
    message: "Enter the password for jane@example.com.",
    buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("Sign In")])

  /// A family that no machine has, then Inter: Inter sets the text, and the environment
  /// (what the snapshot fingerprint hashes) is the one of a sheet that never named it.
  @Test func aMissingPreferredFamilyFallsBackToTheFirstInstalled() throws {
    let sheet = try Self.sheet(
      #"<fonts families="Inter, Noto Sans" if-installed="No Such Sans Text, No Such Sans"/>"#)
    #expect(sheet.fonts.choice.ifInstalled == ["No Such Sans Text", "No Such Sans"])
    #expect(sheet.fontFamilies.prefix(3) == ["No Such Sans Text", "No Such Sans", "Inter"])
    let fonts = try FontEnvironment.forStyle(sheet)
    #expect(!fonts.families.contains("No Such Sans Text"))
    #expect(fonts.families.first == "Inter")
    let plain = try FontEnvironment.forStyle(
      try Self.sheet(#"<fonts families="Inter, Noto Sans"/>"#))
    #expect(fonts.families == plain.families)
    #expect(fonts.files == plain.files)
    let g = AlertLayouter(style: sheet, fonts: fonts).geometry(
      of: Self.spec, in: Fixtures.configuration())
    let title = try #require(g.title)
    #expect(title.font.family == "Inter")
    #expect(title.font.resolvedFamilies == ["Inter"])
  }

  /// The shipped sheet names SF Pro first; on a machine without it, layouts are those of
  /// Inter, untracked.
  @Test func theShippedSheetFallsBackToInter() throws {
    let ios = Fixtures.style
    #expect(ios.fonts.choice.ifInstalled == ["SF Pro Text", "SF Pro Display", "SF Pro"])
    let fonts = try FontEnvironment.forStyle(ios)
    try #require(!fonts.families.contains { $0.hasPrefix("SF Pro") }, "SF Pro is installed here")
    #expect(Fixtures.geometry(Self.spec).title?.font.family == "Inter")
  }

  /// SF Pro Text below 20 pt, SF Pro Display from 20 pt; Apple's tracking at each size.
  @Test func opticalSizeAndTracking() throws {
    let choice = Fixtures.style.fonts.choice
    let both = ["SF Pro Text", "SF Pro Display", "Inter"]
    #expect(choice.optical(both, at: 17) == ["SF Pro Text", "Inter"])
    #expect(choice.optical(both, at: 20) == ["SF Pro Display", "Inter"])
    #expect(choice.optical(["SF Pro", "Inter"], at: 28) == ["SF Pro", "Inter"])
    #expect(abs(choice.tracking(of: "SF Pro Text", weight: .regular, at: 17) - (-0.442)) < 0.001)
    #expect(abs(choice.tracking(of: "SF Pro", weight: .regular, at: 13) - (-0.078)) < 0.001)
    #expect(choice.tracking(of: "SF Pro", weight: .regular, at: 12) == 0)
    #expect(abs(choice.tracking(of: "SF Pro Display", weight: .regular, at: 33) - 0.363) < 0.001)
    // Inter's tables, by weight: regular and any weight without its own, medium, semibold.
    #expect(abs(choice.tracking(of: "Inter", weight: .regular, at: 17) - (-0.5355)) < 0.001)
    #expect(abs(choice.tracking(of: "Inter", weight: .bold, at: 17) - (-0.5355)) < 0.001)
    #expect(abs(choice.tracking(of: "Inter", weight: .medium, at: 17) - (-0.408)) < 0.001)
    #expect(abs(choice.tracking(of: "Inter", weight: .semibold, at: 17) - (-0.3655)) < 0.001)
    #expect(abs(choice.tracking(of: "Inter", weight: .semibold, at: 53) - (-1.961)) < 0.001)
    #expect(choice.tracking(of: "Noto Sans", weight: .regular, at: 17) == 0)
  }

  /// Tracking a family the sheet names narrows its text, by the table of the text's weight: a
  /// derived sheet's semibold table for Inter replaces ios.xml's (−21.5 at 17 pt) for the title.
  @Test func trackingNarrowsTheText() throws {
    let tracked = try Self.sheet(
      #"<fonts families="Inter, Noto Sans"><tracking family="Inter" weight="semibold" table="12:0 17:-43"/></fonts>"#
    )
    let plain = try Self.sheet(#"<fonts families="Inter, Noto Sans"/>"#)
    func width(_ sheet: StyleSheet) throws -> Double {
      let spec = Fixtures.alert(title: "Sign in", buttons: [Fixtures.button("OK")])
      let g = AlertLayouter(style: sheet).geometry(of: spec, in: Fixtures.configuration())
      return try #require(g.title).frame.width
    }
    let narrower = try width(plain) - width(tracked)
    // 7 characters at 17 pt, (43 − 21.5) / 1000 em = 0.3655 pt each.
    #expect(abs(narrower - 7 * 0.3655) < 0.5)
  }
}
