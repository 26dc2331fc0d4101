import Foundation
import Testing

@testable import AlertSnapshot

/// Which names in a references folder are references, and so may ever be pruned.
@Suite struct ReferenceNameTests {
  @Test(arguments: [
    "title-only/title-only.iphone-se.portrait.light@2x.png",
    "retired/retired.iphone-6-plus.landscape.dark@3x.png",
    "a1/a1.ipad.portrait.light@1x.png",
    "big/big.iphone-se.portrait.light.AX3@2x.png",
    "de/de.iphone-se.landscape.dark.de@2x.png",
    "both/both.iphone-15.portrait.light.pt-BR.xS@3x.png",
    "pseudo/pseudo.iphone-15.portrait.light.en-XA.AX5@3x.png",
    "twice/twice.iphone-se.portrait.dark.double@2x.png",
  ])
  func referenceNamesParse(name: String) throws {
    let parsed = try #require(ReferenceName(name))
    #expect("\(parsed.id)/\(parsed.id).\(parsed.slug).png" == name)
  }

  @Test(arguments: [
    "photos/holiday.png", "docs/images/a.png", "x/y.png", "title-only/notes.png",
    "holiday.png", "Retired/Retired.iphone-se.portrait.light@2x.png",
    "title-only/other.iphone-se.portrait.light@2x.png",
    "title-only/title-only.iphone-se.sideways.light@2x.png",
    "title-only/title-only.iphone-se.portrait.sepia@2x.png",
    "title-only/title-only.iphone-se.portrait.light@4x.png",
    "title-only/title-only.iphone-se.portrait.light@02x.png",
    "title-only/title-only.iphone-se.portrait.light.png",
    "title-only/title-only.iPhone.portrait.light@2x.png",
    "title-only/title-only.extra.iphone-se.portrait.light@2x.png",
    "a/b/a.iphone-se.portrait.light@2x.png",
    "big/big.iphone-se.portrait.light.L@2x.png",
    "big/big.iphone-se.portrait.light.AX6@2x.png",
    "big/big.iphone-se.portrait.light.AX3.de@2x.png",
    "big/big.iphone-se.portrait.light.DE@2x.png",
    "big/big.iphone-se.portrait.light.de.fr@2x.png",
  ])
  func otherNamesAreNotReferences(name: String) {
    #expect(ReferenceName(name) == nil)
  }

  @Test func hiddenFoldersAreNotScanned() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alert-preview-refs-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in [
      ".git/gone/gone.iphone-se.portrait.light@2x.png", "gone/gone.iphone-se.portrait.light@2x.png",
      "gone/.gone.iphone-se.portrait.light@2x.png", "x/y.png",
    ] {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: file)
    }
    let scan = Orphans.scan(
      folder, expected: [], ids: [], slugs: [], devices: ["iphone-se"])
    #expect(scan.orphaned == ["gone/gone.iphone-se.portrait.light@2x.png"])
    #expect(scan.notReferences == ["x/y.png"])
  }
}
