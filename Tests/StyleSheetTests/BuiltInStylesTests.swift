import Foundation
import Testing

@testable import StyleSheet

/// The sheets and lexicon compiled into the tool: the same as the files, loaded by name from
/// `<built-in>/Styles`, named so in messages.
@Suite struct BuiltInStylesTests {
  /// Every `Styles/*.xml` and `Styles/lexicon/*.txt`, by path below `Styles/`.
  static func shippedFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    for folder in ["", "lexicon/"] {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: Fixtures.stylesFolder + "/" + folder)
      for name in names where name.hasSuffix(folder.isEmpty ? ".xml" : ".txt") {
        files[folder + name] = try String(
          contentsOfFile: Fixtures.stylesFolder + "/" + folder + name, encoding: .utf8)
      }
    }
    return files
  }

  /// EmbedResourcesPlugin compiles `Styles/` in at build time: every file, byte for byte (its
  /// escaping of quotes, backslashes, tabs and non-ASCII text included).
  @Test func theCompiledInCopiesAreTheShippedFilesByteForByte() throws {
    let shipped = try Self.shippedFiles()
    #expect(shipped["ios.xml"] != nil && shipped["lexicon/cancel.txt"] != nil)
    #expect(BuiltInStyles.files.keys.sorted() == shipped.keys.sorted())
    for (name, text) in shipped.sorted(by: { $0.key < $1.key }) {
      #expect(
        BuiltInStyles.files[name].map { Array($0.utf8) } == Array(text.utf8),
        "Styles/\(name) differs from its built-in copy")
    }
  }

  /// With no folder on disk to search, `ios` is the built-in sheet, whose text is
  /// `Styles/ios.xml`'s.
  @Test func withNoFolderOnDiskTheBuiltInIOSSheetIsStylesIOSXML() throws {
    let sheet = try StyleSheetLoader.load("ios", searchPaths: [BuiltInStyles.folder])
    #expect(sheet.path == "<built-in>/Styles/ios.xml")
    let shipped = try Data(contentsOf: URL(fileURLWithPath: Fixtures.stylesFolder + "/ios.xml"))
    #expect(StyleDataFile.text(sheet.path).map { Data($0.utf8) } == shipped)
  }

  @Test func builtInFilesAreFoundByPseudoPath() {
    #expect(BuiltInStyles.sheetNames == ["ios", "ios26", "nhs-app"])
    #expect(StyleDataFile.exists("<built-in>/Styles/lexicon/cancel.txt"))
    #expect(!StyleDataFile.exists("<built-in>/Styles/lexicon/nothing.txt"))
    #expect(BuiltInStyles.fileNames(in: "<built-in>/Styles/lexicon").contains("cancel.txt"))
    #expect(!BuiltInStyles.fileNames(in: "<built-in>/Styles").contains("cancel.txt"))
  }

  @Test(arguments: ["ios", "ios26", "nhs-app"])
  func aBuiltInSheetIsTheSheetOnDisk(name: String) throws {
    let builtIn = try StyleSheetLoader.load(name, searchPaths: [BuiltInStyles.folder])
    var onDisk = try StyleSheetLoader.load(name, searchPaths: Fixtures.searchPaths)
    #expect(builtIn.path == "<built-in>/Styles/\(name).xml")
    #expect(onDisk.path == Fixtures.stylesFolder + "/\(name).xml")
    // Everything but the path, including the voice's sheet lines, which name the file.
    onDisk.path = builtIn.path
    let folder = Fixtures.stylesFolder
    #expect(
      String(reflecting: onDisk).replacingOccurrences(of: folder, with: BuiltInStyles.folder)
        == String(reflecting: builtIn))
  }

  @Test func aBuiltInSheetCanBeNamedByItsPath() throws {
    let sheet = try StyleSheetLoader.load("<built-in>/Styles/nhs-app.xml", searchPaths: [])
    #expect(sheet.name == "nhs-app")
  }

  @Test func aSheetOnDiskExtendsABuiltInOne() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Fixtures.write(
      Fixtures.derived("  <alert width=\"280\"/>"), to: "mine.xml", in: folder)
    let sheet = try StyleSheetLoader.load(path, searchPaths: [BuiltInStyles.folder])
    #expect(sheet.metrics.width == 280)
    #expect(sheet.devices.contains { $0.id == "iphone-se" })
  }

  @Test func diskComesBeforeBuiltIn() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A local ios.xml that extends ios: the built-in one, since it never finds itself.
    try Fixtures.write(
      Fixtures.derived("<alert width=\"250\"/>").replacingOccurrences(of: "derived", with: "ios"),
      to: "ios.xml", in: folder)
    let sheet = try StyleSheetLoader.load("ios", searchPaths: [folder, BuiltInStyles.folder])
    #expect(sheet.metrics.width == 250)
    #expect(sheet.path == folder + "/ios.xml")
  }

  @Test func anUnknownNameListsTheSheetsAndWhereItLooked() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Fixtures.write(Fixtures.derived(""), to: "house.xml", in: folder)
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load("nhs", searchPaths: [folder, BuiltInStyles.folder])
    }
    #expect(error.message.contains("no style sheet named 'nhs'"), "\(error)")
    #expect(error.message.contains("looked in: \(folder), built in;"), "\(error)")
    #expect(error.message.contains("sheets found: house, ios, ios26, nhs-app"), "\(error)")
  }

  @Test func anUnknownBuiltInPathIsReported() throws {
    let error = try #require(throws: StyleSheetError.self) {
      try StyleSheetLoader.load("<built-in>/Styles/none.xml", searchPaths: [])
    }
    #expect(error.message.contains("no such style sheet file"), "\(error)")
  }

  /// The build checked the shipped sheets against the schema (EmbedResourcesTool), so their
  /// bytes are trusted at start; a sheet differing by one byte is checked as any other is.
  @Test func onlyTheShippedSheetsSkipTheSchemaAtStart() throws {
    let shipped = try Self.shippedFiles()
    for name in ["ios.xml", "ios26.xml", "nhs-app.xml"] {
      #expect(BuiltInStyles.isShippedSheet(Array(try #require(shipped[name]).utf8)))
    }
    let ios = try #require(shipped["ios.xml"])
    let changed = ios.replacingOccurrences(of: "<voice", with: "<bogus/><voice")
    #expect(changed != ios && !BuiltInStyles.isShippedSheet(Array(changed.utf8)))
    #expect(throws: StyleSheetError.self) {
      try StyleSheetLoader.load(
        bytes: Array(changed.utf8), file: "copy.xml", searchPaths: Fixtures.searchPaths)
    }
    #expect(!BuiltInStyles.isShippedSheet(Array(try #require(shipped["lexicon/cancel.txt"]).utf8)))
  }
}
