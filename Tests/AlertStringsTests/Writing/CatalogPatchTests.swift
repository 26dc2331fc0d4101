import AlertSpec
import AlertStrings
import Testing

/// ``CatalogPatch``: one translation changed or added in a String Catalog's text, and nothing
/// else; what it cannot write is refused with a sentence.
@Suite struct CatalogPatchTests {
  /// A catalog as Xcode writes it: one member per line, two-space indents.
  static let xcode = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "delete.title" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Löschen?"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Supprimer ?"
              }
            }
          }
        },
        "photos" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("An edited value is replaced in place, quoted, and its state becomes translated")
  func replacesTheValue() throws {
    let value = "Supprimer « ça » \"vraiment\" ?\nOui"
    let patched = try #require(
      try CatalogPatch.setting(
        value, key: "delete.title", locale: "fr", in: Self.xcode, file: "L.xcstrings"))
    let expected = Self.xcode
      .replacingOccurrences(of: #""state" : "new""#, with: #""state" : "translated""#)
      .replacingOccurrences(
        of: #""Supprimer ?""#, with: #""Supprimer « ça » \"vraiment\" ?\nOui""#)
    #expect(expected != Self.xcode)
    #expect(patched == expected)
    let table = try StringCatalogReader.read(patched, file: "L.xcstrings", name: "L")
    #expect(table.entries["delete.title"]?["fr"]?.format == value)
    #expect(table.entries["delete.title"]?["fr"]?.state == .translated)
  }

  @Test("The same value changes nothing")
  func sameValue() throws {
    #expect(
      try CatalogPatch.setting(
        "Löschen?", key: "delete.title", locale: "de", in: Self.xcode, file: "L.xcstrings") == nil)
  }

  @Test("A missing locale is inserted in sorted order, formatted like its neighbour")
  func insertsLikeANeighbour() throws {
    let patched = try #require(
      try CatalogPatch.setting(
        "Delete?", key: "delete.title", locale: "en", in: Self.xcode, file: "L.xcstrings"))
    let expected = Self.xcode.replacingOccurrences(
      of: """
                "fr" : {
                  "stringUnit" : {
                    "state" : "new",
        """,
      with: """
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Delete?"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "new",
        """)
    #expect(patched == expected)
    let table = try StringCatalogReader.read(patched, file: "L.xcstrings", name: "L")
    #expect(table.entries["delete.title"]?["en"]?.format == "Delete?")
  }

  @Test(
    "What it cannot write is refused with a sentence",
    arguments: [
      ("photos", "en", "varies by plural or device"),
      ("missing.key", "fr", "has no key “missing.key”"),
    ])
  func refuses(_ key: String, _ locale: String, _ reason: String) {
    #expect {
      _ = try CatalogPatch.setting("x", key: key, locale: locale, in: Self.xcode, file: "L")
    } throws: { error in
      "\(error)".contains(reason)
    }
  }
}
