import AlertSpec
import AlertStrings
import Testing

/// Placeholders filled with the spec's sample arguments, and plural forms chosen by them.
@Suite struct FormatStringTests {
  func format(
    _ text: String, _ arguments: [SampleArgument], locale: String = "en",
    plural: [PluralCategory: String] = [:], substitutions: [String: PluralSubstitution] = [:]
  ) -> FormatString.Result {
    FormatString.format(
      LocalizedString(format: text, plural: plural, substitutions: substitutions),
      arguments: arguments, locale: locale)
  }

  @Test func objectAndNumberPlaceholders() {
    #expect(format("Delete “%@”?", [.text("Vacation Photos")]).text == "Delete “Vacation Photos”?")
    #expect(format("%d of %lld", [.integer(3), .integer(128)]).text == "3 of 128")
    #expect(format("%.1f GB free, 100%%", [.decimal(2.25)]).text == "2.3 GB free, 100%")
  }

  @Test func positionalPlaceholdersTakeTheirOwnArgument() {
    let result = format("%2$lld items in “%1$@”", [.text("Vacation Photos"), .integer(128)])
    #expect(result.text == "128 items in “Vacation Photos”")
    #expect(result.invented == [])
  }

  @Test func aMissingArgumentGetsTheLongSampleAndIsNamed() {
    let result = format("Delete “%@”?", [])
    #expect(result.text == "Delete “\(SampleValues.text)”?")
    #expect(result.invented == ["argument 1 (%@) as \"\(SampleValues.text)\""])
  }

  @Test(arguments: [(1, "Share 1 Photo?"), (2, "Share 2 Photos?"), (0, "Share 0 Photos?")])
  func catalogSubstitutionPicksThePluralForm(count: Int, expected: String) {
    let photos = PluralSubstitution(
      argument: 1, specifier: "lld", forms: [.one: "%arg Photo", .other: "%arg Photos"])
    #expect(
      format("Share %#@photos@?", [.integer(count)], substitutions: ["photos": photos]).text
        == expected)
  }

  @Test func wholeStringPluralPicksOneOrOther() {
    let forms: [PluralCategory: String] = [
      .one: "The photo will be deleted.", .other: "The %lld photos will be deleted.",
    ]
    #expect(format("", [.integer(1)], plural: forms).text == "The photo will be deleted.")
    #expect(format("", [.integer(128)], plural: forms).text == "The 128 photos will be deleted.")
  }

  @Test func stringsdictVariableTakesTheNextArgument() {
    let messages = PluralSubstitution(
      argument: nil, specifier: "d",
      forms: [.one: "%d unsent message", .other: "%d unsent messages"])
    let substitutions = ["messages": messages]
    #expect(
      format("You have %#@messages@.", [.integer(1)], substitutions: substitutions).text
        == "You have 1 unsent message.")
    #expect(
      format("You have %#@messages@.", [.integer(5)], substitutions: substitutions).text
        == "You have 5 unsent messages.")
  }

  @Test(arguments: [
    ("en", 1, PluralCategory.one), ("en", 0, .other), ("fr", 0, .one), ("fr", 2, .other),
    ("fr", 1_000_000, .many), ("es", 1, .one), ("es", 0, .other),
    ("de", 1, .one), ("de", 21, .other), ("ru", 21, .one), ("ru", 3, .few), ("ru", 11, .many),
    ("ru", 25, .many), ("ar", 0, .zero), ("ar", 2, .two), ("ar", 7, .few), ("ar", 11, .many),
    ("ar", 100, .other), ("ja", 1, .other), ("zh-Hans", 1, .other), ("ko", 2, .other),
  ])
  func pluralCategories(locale: String, n: Int, expected: PluralCategory) {
    #expect(PluralCategory.of(n, locale: locale) == expected)
  }
}
