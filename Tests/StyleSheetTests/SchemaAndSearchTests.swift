import Foundation
import Testing

@testable import StyleSheet

/// The RELAX NG schema is applied, attribute lines are exact, search paths are sane.
@Suite struct SchemaAndSearchTests {
  @Test func textContentIsRefused() throws {
    let error = try Fixtures.error(loading: Fixtures.derived("  <alert width=\"280\">wide</alert>"))
    #expect(error.line == 3)
    #expect(error.message.contains("text is not allowed inside <alert>"))
  }

  /// A namespaced <alert> passes the Swift vocabulary check (it ignores namespaces);
  /// only the RELAX NG schema refuses it.
  @Test func schemaRefusesWhatTheVocabularyCheckDoesNotCover() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived("  <alert xmlns=\"urn:example\" width=\"280\"/>"))
    #expect(error.file.hasSuffix("sheet.xml"))
    #expect(error.message.contains("alert"))
    #expect(error.message.contains("Styles/style.rng"))
  }

  @Test func attributeOnALaterLineOfItsTagIsReportedThere() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        """
          <buttons height="44"
                   stack-from="two"/>
        """))
    #expect(error.line == 4)
    #expect(error.message.contains("'two' is not a valid value for 'stack-from' on <buttons>"))
  }

  @Test(arguments: ["Extra", "extra-", "Upper-Case"])
  func badIdentifiersAreRefused(id: String) throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived("  <devices><device id=\"\(id)\"/></devices>"))
    #expect(error.message.contains("'id' on <device>"))
  }

  @Test func everyRelaxNGNameIsInTheVocabulary() throws {
    let schema = try String(contentsOfFile: Fixtures.stylesFolder + "/style.rng", encoding: .utf8)
    let known = Set(Vocabulary.attributes.keys).union(Vocabulary.attributes.values.joined())
    let pattern = /<(?:element|attribute) name="([a-z-]+)"/
    let names = schema.matches(of: pattern).map { String($0.output.1) }
    #expect(!names.isEmpty)
    #expect(names.filter { !known.contains($0) } == [])
  }

  @Test func defaultSearchPathsExistAreUniqueAndEndBuiltIn() {
    let paths = StyleSheetLoader.defaultSearchPaths()
    #expect(paths.last == BuiltInStyles.folder)
    var isDirectory: ObjCBool = false
    for path in paths.dropLast() {
      #expect(
        FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
          && isDirectory.boolValue)
    }
    #expect(Set(paths).count == paths.count)
  }

  @Test func nameLookupUsesTheFirstMatchingFolder() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A local ios.xml that extends the repository's ios.xml (it never finds itself).
    try Fixtures.write(
      Fixtures.derived("<alert width=\"250\"/>").replacingOccurrences(of: "derived", with: "ios"),
      to: "ios.xml", in: folder)
    let sheet = try StyleSheetLoader.load("ios", searchPaths: [folder] + Fixtures.searchPaths)
    #expect(sheet.metrics.width == 250)
    #expect(sheet.path == folder + "/ios.xml")
  }
}
