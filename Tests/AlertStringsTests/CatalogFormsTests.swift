import AlertSpec
import AlertStrings
import Testing

/// ``CatalogForms`` and ``CatalogVariant``: every form of a catalog translation, with the name a
/// request gives it, the label a writer reads, and whether the reader draws it.
@Suite struct CatalogFormsTests {
  /// The forms of `key` in `locale` of ``VariantCatalog``, as (variant, label, value, shown).
  static func forms(_ key: String, _ locale: String) throws -> [String] {
    let root = try JSON5Parser.parse(VariantCatalog.text, file: "L.xcstrings")
    let forms = try #require(CatalogForms.of(key: key, locale: locale, in: root))
    return forms.map {
      "\($0.variant) | \($0.variant.label) | \($0.value)" + ($0.shown ? "" : " | hidden")
    }
  }

  @Test("A plural of the whole string: one form per category, in CLDR order")
  func plural() throws {
    #expect(
      try Self.forms("photos.deleted", "en") == [
        "plural.one | One | %lld photo deleted",
        "plural.other | Other | %lld photos deleted",
      ])
  }

  @Test("A substitution: the plain text, then the variable's forms in CLDR order")
  func substitution() throws {
    #expect(
      try Self.forms("photos.deleted", "pl") == [
        " | Text | Usunięto %#@photos@",
        "substitutions.photos.plural.one | photos: One | %arg zdjęcie",
        "substitutions.photos.plural.few | photos: Few | %arg zdjęcia",
        "substitutions.photos.plural.many | photos: Many | %arg zdjęć",
      ])
  }

  @Test("Device variations, plurals inside one; only the device the reader takes is shown")
  func devices() throws {
    #expect(
      try Self.forms("tap.hint", "en") == [
        "device.iphone.plural.one | iPhone · One | Tap the photo",
        "device.iphone.plural.other | iPhone · Other | Tap the %lld photos",
        "device.mac.plural.one | Mac · One | Click the photo | hidden",
        "device.mac.plural.other | Mac · Other | Click the %lld photos | hidden",
        "device.other | Other devices | Touch the photos | hidden",
      ])
  }

  @Test("A locale or key the catalog lacks has no forms")
  func missing() throws {
    let root = try JSON5Parser.parse(VariantCatalog.text, file: "L.xcstrings")
    #expect(CatalogForms.of(key: "tap.hint", locale: "pl", in: root) == nil)
    #expect(CatalogForms.of(key: "nope", locale: "en", in: root) == nil)
  }

  @Test(
    "A variant's name reads back as itself; other names are refused",
    arguments: [
      ("plural.one", true), ("device.iphone.plural.other", true),
      ("substitutions.photos.plural.few", true), ("", true), ("plural.lots", false),
      ("device", false), ("colour.red", false), ("plural.", false),
    ])
  func names(_ name: String, _ valid: Bool) {
    let variant = CatalogVariant(name)
    #expect((variant != nil) == valid)
    if let variant { #expect(variant.description == name) }
  }

  @Test("A form is put where the reader puts it: plural, its format for other, a variable")
  func put() throws {
    var string = LocalizedString(
      state: .needsReview, format: "%lld photos",
      plural: [.one: "%lld photo", .other: "%lld photos"])
    try #require(CatalogVariant("plural.one")).put("One photo", into: &string)
    #expect(string.plural[.one] == "One photo" && string.format == "%lld photos")
    try #require(CatalogVariant("device.iphone.plural.other")).put("Many", into: &string)
    #expect(string.plural[.other] == "Many" && string.format == "Many")
    #expect(string.state == .translated)
    try #require(CatalogVariant("substitutions.photos.plural.few")).put("%arg x", into: &string)
    #expect(string.substitutions["photos"]?.forms[.few] == "%arg x")
  }
}
