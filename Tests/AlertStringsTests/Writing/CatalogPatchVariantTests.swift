import AlertSpec
import AlertStrings
import Testing

/// ``CatalogPatch`` writing one form of a translation that varies (plural, device, plural in a
/// device, a substitution's plural): only that form's value (and its state) changes, and the
/// file reads back with the new form.
@Suite struct CatalogPatchVariantTests {
  static func patched(_ value: String, _ key: String, _ locale: String, _ variant: String)
    throws -> String?
  {
    try CatalogPatch.setting(
      value, key: key, locale: locale, variant: try #require(CatalogVariant(variant)),
      in: VariantCatalog.text, file: "L.xcstrings")
  }

  @Test(
    "Writing one form changes only that form's bytes",
    arguments: [
      (
        "photos.deleted", "en", "plural.one", "One photo deleted",
        #""%lld photo deleted""#, #""One photo deleted""#
      ),
      (
        "tap.hint", "en", "device.iphone.plural.other", "Tap all %lld",
        #""Tap the %lld photos""#, #""Tap all %lld""#
      ),
      (
        "tap.hint", "en", "device.other", "Touch \"them\"",
        #""Touch the photos""#, #""Touch \"them\"""#
      ),
      (
        "photos.deleted", "pl", "substitutions.photos.plural.few", "%arg zdjęcia!",
        #""state" : "needs_review", "value" : "%arg zdjęcia""#,
        #""state" : "translated", "value" : "%arg zdjęcia!""#
      ),
    ])
  func writesOneForm(
    _ key: String, _ locale: String, _ variant: String, _ value: String, _ old: String,
    _ new: String
  ) throws {
    let patched = try #require(try Self.patched(value, key, locale, variant))
    #expect(VariantCatalog.text.components(separatedBy: old).count == 2)
    #expect(patched == VariantCatalog.text.replacingOccurrences(of: old, with: new))
    let root = try JSON5Parser.parse(patched, file: "L.xcstrings")
    let forms = try #require(CatalogForms.of(key: key, locale: locale, in: root))
    #expect(forms.first { $0.variant.description == variant }?.value == value)
    try StringsReadBack.check(
      patched, file: "L.xcstrings",
      edits: [(key, locale, try #require(CatalogVariant(variant)), value)])
  }

  @Test("The same value changes nothing")
  func sameValue() throws {
    #expect(try Self.patched("%lld photo deleted", "photos.deleted", "en", "plural.one") == nil)
  }

  @Test("A plural form reads back through the catalog reader")
  func readsBack() throws {
    let patched = try #require(try Self.patched("Just one", "photos.deleted", "en", "plural.one"))
    let table = try StringCatalogReader.read(patched, file: "L.xcstrings", name: "L")
    #expect(table.entries["photos.deleted"]?["en"]?.plural[.one] == "Just one")
  }

  @Test(
    "What it cannot write is refused with a sentence",
    arguments: [
      ("photos.deleted", "en", "plural.few", "has no Few form (plural.few)"),
      ("photos.deleted", "en", "", "varies by plural or device"),
      ("tap.hint", "pl", "plural.one", "has no pl translation in L.xcstrings yet"),
      ("tap.hint", "en", "device.ipad", "has no iPad form"),
    ])
  func refuses(_ key: String, _ locale: String, _ variant: String, _ reason: String) {
    #expect {
      _ = try Self.patched("x", key, locale, variant)
    } throws: { error in
      "\(error)".contains(reason)
    }
  }

  @Test("A read-back that does not give the typed form is refused")
  func readBackRefuses() throws {
    #expect {
      try StringsReadBack.check(
        VariantCatalog.text, file: "L.xcstrings",
        edits: [("photos.deleted", "en", try #require(CatalogVariant("plural.one")), "typed")])
    } throws: { error in
      "\(error)".contains("would not read back “photos.deleted” in en (One) as typed")
    }
  }
}
