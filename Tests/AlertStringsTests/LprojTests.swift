import AlertSpec
import AlertStrings
import Foundation
import Testing

/// `<locale>.lproj/Localizable.strings` and `.stringsdict`, read with Foundation.
@Suite struct LprojTests {
  @Test func stringsAndStringsDictMakeOneTable() throws {
    let source = try StringSource.read(StringFixtures.legacy)
    #expect(source.locales == ["en", "de"])
    let table = try #require(source.tables["Localizable"])
    #expect(table.value("sign-out.title", locale: "de")?.format == "Abmelden?")
    #expect(
      table.value("sign-out.message", locale: "en")?.format
        == "You’ll need your password to sign in again.")
    let unsent = try #require(table.value("sign-out.unsent", locale: "de"))
    #expect(unsent.format == "Du hast %#@messages@.")
    #expect(unsent.substitutions["messages"]?.specifier == "d")
    #expect(
      FormatString.format(unsent, arguments: [.integer(1)], locale: "de").text
        == "Du hast 1 ungesendete Nachricht.")
    #expect(
      FormatString.format(unsent, arguments: [.integer(3)], locale: "de").text
        == "Du hast 3 ungesendete Nachrichten.")
  }

  @Test func aBrokenStringsFileNamesItsLine() throws {
    let bad = Data("\"sign-out.title\" = \"Abmelden?\"\n\"sign-out.message\" = \"…\";\n".utf8)
    #expect {
      _ = try StringsFileReader.readStrings(bad, file: "de.lproj/Localizable.strings")
    } throws: { error in
      guard let diagnostic = error as? SpecDiagnostic else { return false }
      return diagnostic.location.file == "de.lproj/Localizable.strings"
        && diagnostic.location.line == 2 && diagnostic.message.contains("semicolon")
    }
  }

  @Test func aBrokenCatalogNamesLineAndColumn() {
    let text = """
      {
        "sourceLanguage": "en",
        "strings": { "a": { "localizations": { "de": { "stringUnit": { "state": "done", "value": "A" } } } } }
      }
      """
    #expect {
      _ = try StringCatalogReader.read(text, file: "Localizable.xcstrings", name: "Localizable")
    } throws: { error in
      guard let diagnostic = error as? SpecDiagnostic else { return false }
      return diagnostic.description.hasPrefix("Localizable.xcstrings:3:")
        && diagnostic.message.contains("\"done\"")
    }
  }
}
