import AlertSupport
import Foundation
import Testing

@testable import AlertLayout

/// What a cold start keeps on disk for the next one: the font files a sheet's families resolved
/// to (``FontResolutionStore``) and the folder of links fontconfig caches its scan of
/// (``FontFolder``), each found again only while nothing it depends on has changed.
@Suite struct FontCacheTests {
  /// A new empty folder under the system's temporary folder.
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A new empty folder holding `Font.otf`, whose bytes are "font".
  func folderWithFont() throws -> (folder: URL, font: URL) {
    let folder = try temporaryFolder()
    let font = folder.appendingPathComponent("Font.otf")
    try Data("font".utf8).write(to: font)
    return (folder, font)
  }

  @Test func aStoredResolutionIsFoundWhileItsStampsHold() throws {
    let (folder, font) = try folderWithFont()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("cache/font-resolution.json")
    let entry = FontResolutionStore.Entry(
      installed: [], files: [font.path], stamps: [FontResolutionStore.stamp(of: font.path)])
    FontResolutionStore.store(entry, for: "Inter", in: store)
    #expect(FontResolutionStore.entry("Inter", in: store) == entry)
    #expect(FontResolutionStore.entry("Noto Sans", in: store) == nil)
    // The font replaced: its time changes, and the entry is stale.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: font.path)
    #expect(FontResolutionStore.entry("Inter", in: store) == nil)
  }

  @Test func aFolderThatDidNotExistIsAStampToo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("fonts").path
    let store = folder.appendingPathComponent("font-resolution.json")
    let entry = FontResolutionStore.Entry(
      installed: ["SF Pro"], files: [], stamps: [FontResolutionStore.stamp(of: missing)])
    #expect(entry.stamps[0].modified == -1)
    FontResolutionStore.store(entry, for: "key", in: store)
    #expect(FontResolutionStore.entry("key", in: store) != nil)
    // A first font installed there creates the folder: the entry is stale.
    try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: true)
    #expect(FontResolutionStore.entry("key", in: store) == nil)
  }

  @Test func aDamagedStoreIsIgnored() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("font-resolution.json")
    try Data("{\"version\": 1, \"entries\": {\"key\": ".utf8).write(to: store)
    #expect(FontResolutionStore.entry("key", in: store) == nil)
    FontResolutionStore.store(.init(installed: [], files: [], stamps: []), for: "key", in: store)
    #expect(FontResolutionStore.entry("key", in: store) != nil)
  }

  @Test func theFontFolderLinksEachFileByItsNameAndFollowsTheirTimes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("a/Inter-Regular.otf")
    let other = folder.appendingPathComponent("b/Inter-Regular.otf")
    for file in [one, other] {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.path.utf8).write(to: file)
    }
    let base = folder.appendingPathComponent("cache")
    let made = try #require(FontFolder.prepare([one.path, other.path], in: base))
    let first = URL(fileURLWithPath: made.fonts).appendingPathComponent("Inter-Regular.otf")
    let second = URL(fileURLWithPath: made.fonts).appendingPathComponent("1/Inter-Regular.otf")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first.path) == one.path)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: second.path) == other.path)
    #expect(FontFolder.prepare([one.path, other.path], in: base)?.fonts == made.fonts)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: other.path)
    let again = try #require(FontFolder.prepare([one.path, other.path], in: base))
    #expect(again.fonts != made.fonts)
  }

  @Test func concurrentRunsShareOneWholeFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try (0..<20).map { index -> String in
      let file = folder.appendingPathComponent("f\(index).otf")
      try Data("\(index)".utf8).write(to: file)
      return file.path
    }
    let base = folder.appendingPathComponent("cache")
    let made = Parallel.map(8, threads: 8) { _ in FontFolder.prepare(files, in: base)?.fonts }
    #expect(Set(made).count == 1 && made[0] != nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: made[0] ?? "")
    #expect(names.filter { $0.hasSuffix(".otf") }.count == 20)
    let fonts = base.appendingPathComponent("fonts").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: fonts).count == 1)
  }

  @Test func aFontIsDigestedAgainOnlyWhenItChanges() throws {
    let (folder, font) = try folderWithFont()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("cache/font-digests.json")
    var reads = 0
    func digest(_ path: String) throws -> String {
      reads += 1
      return ContentDigest.sha256(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    let first = try FontDigestStore.digests(of: [font.path], in: store, digest: digest)
    #expect(first == [font.path: ContentDigest.sha256("font")])
    #expect(try FontDigestStore.digests(of: [font.path], in: store, digest: digest) == first)
    #expect(reads == 1)
    // The font replaced in place: its size and time change.
    try Data("a new font".utf8).write(to: font)
    let changed = try FontDigestStore.digests(of: [font.path], in: store, digest: digest)
    #expect(changed == [font.path: ContentDigest.sha256("a new font")])
    #expect(reads == 2)
  }

  @Test func digestsAreComputedWhenTheStoreCannotBeWritten() throws {
    let (folder, font) = try folderWithFont()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file where the store's folder should be.
    let blocked = folder.appendingPathComponent("blocked")
    try Data().write(to: blocked)
    let store = blocked.appendingPathComponent("font-digests.json")
    let digests = try FontDigestStore.digests(of: [font.path], in: store) { _ in "computed" }
    #expect(digests == [font.path: "computed"])
  }
}
