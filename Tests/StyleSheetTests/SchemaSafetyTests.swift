import Foundation
import Testing

@testable import StyleSheet

/// Only the tool's own schema validates sheets; a `style.rng` beside a sheet is never read,
/// and no XML input can make libxml2 open another file or the network.
@Suite struct SchemaSafetyTests {
  /// A schema that accepts any document and pulls in a private file and a URL.
  static func hostileSchema(including secret: String) -> String {
    """
    <?xml version="1.0"?>
    <grammar xmlns="http://relaxng.org/ns/structure/1.0">
      <include href="\(secret)"/>
      <start>
        <choice>
          <externalRef href="http://127.0.0.1:1/x"/>
          <externalRef href="\(secret)"/>
          <ref name="any"/>
        </choice>
      </start>
      <define name="any">
        <element><anyName/>
          <zeroOrMore><choice><attribute><anyName/></attribute><text/><ref name="any"/></choice></zeroOrMore>
        </element>
      </define>
    </grammar>
    """
  }

  /// A folder with a secret file, a hostile `style.rng` and `sheet`; returns the sheet's path.
  private func folder(with sheet: String) throws -> (folder: String, sheet: String) {
    let folder = try Fixtures.temporaryFolder()
    let secret = try Fixtures.write("SECRET-LINE-1\nSECRET-LINE-2\n", to: "secret.txt", in: folder)
    try Fixtures.write(Self.hostileSchema(including: secret), to: "style.rng", in: folder)
    return (folder, try Fixtures.write(sheet, to: "sheet.xml", in: folder))
  }

  @Test func aSchemaBesideTheSheetIsNotUsed() throws {
    // Only the tool's schema refuses a namespaced <alert>; the permissive one beside it would not.
    let (folder, sheet) = try folder(
      with: Fixtures.derived("  <alert xmlns=\"urn:example\" width=\"280\"/>"))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let start = Date()
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load(sheet, searchPaths: Fixtures.searchPaths)
    }
    #expect(Date().timeIntervalSince(start) < 2)
    #expect(error.file == sheet, "\(error)")
    #expect(error.message.contains("Styles/style.rng"), "\(error)")
    #expect(!error.description.contains("SECRET"), "\(error)")
  }

  @Test func aValidSheetLoadsWithAHostileSchemaBesideIt() throws {
    let (folder, sheet) = try folder(with: Fixtures.derived("  <alert width=\"280\"/>"))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      try StyleSheetLoader.load(sheet, searchPaths: Fixtures.searchPaths).metrics.width == 280)
  }

  /// EmbedResourcesPlugin compiles `Styles/style.rng` in at build time, byte for byte.
  @Test func theCompiledInSchemaIsTheShippedOne() throws {
    let shipped = try Data(contentsOf: URL(fileURLWithPath: Fixtures.stylesFolder + "/style.rng"))
    #expect(StyleSchema.bytes == [UInt8](shipped))
    #expect(BuiltInStyles.text(atPath: BuiltInStyles.folder + "/style.rng") == nil)
  }

  /// Even a schema compiled directly cannot read files: the external-entity loader refuses all.
  @Test func relaxNGIncludesAreRefused() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A FIFO with no writer: opening it would block, so a prompt answer proves it never was.
    let fifo = folder + "/trap.rng"
    try #require(mkfifo(fifo, 0o600) == 0)
    let start = Date()
    let (compiled, diagnostics) = LibXML2Runtime.relaxNGLock.withLock {
      RelaxNGSchema.compile(Array(Self.hostileSchema(including: fifo).utf8))
    }
    #expect(Date().timeIntervalSince(start) < 2)
    #expect(compiled == nil)
    #expect(!diagnostics.isEmpty)
  }

  @Test func xIncludeIsRefused() throws {
    let error = try Fixtures.error(
      loading: Fixtures.derived(
        "  <xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"/etc/passwd\" parse=\"text\"/>"
      ))
    #expect(error.line == 3, "\(error)")
    #expect(error.message.contains("unknown element <include>"), "\(error)")
    #expect(!error.description.contains("root:"))
  }
}
