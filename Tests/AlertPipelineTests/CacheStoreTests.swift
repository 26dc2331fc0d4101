import AlertRender
import AlertSupport
import Foundation
import Testing

@testable import AlertPipeline

/// The render cache's database: rows survive a round trip, several connections (as a run and
/// its workers hold) record at once without losing any, and a stamp's text is read back
/// exactly or refused.
@Suite struct CacheStoreTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("cache-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func row(_ alert: String, _ slug: String, stamp: Int64 = 1) throws -> CacheStore.ImageRow {
    try CacheStore.ImageRow(
      alert: alert, slug: slug, hash: "h-\(alert)", formats: [.png, .svg],
      card: slug.hasSuffix("1"),
      summary: ImageSummary(
        width: 320, height: 568, buttonOrder: [1, 0], stacked: false, emphasisedLabel: "Delete",
        titleLines: 2, truncated: true, scrolls: false),
      stamps: [
        #require(FileStamp(text: "\(stamp) 1733400000.123456789 42")),
        #require(FileStamp(text: "7 1733400000.5 43")),
      ])
  }

  @Test func rowsComeBackAsWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = try CacheStore(folder: folder)
    let image = try row("one", "iphone-se.portrait.light@2x")
    try store.record(image)
    try store.write(
      findings: ["one": CacheStore.FindingsRow(hash: "l", json: "[]")],
      pages: ["one": CacheStore.PageRow(key: "k", stamp: image.stamps[0])],
      meta: ["made by": "test"])
    let again = try CacheStore(folder: folder)
    #expect(try again.images()["one"]?["iphone-se.portrait.light@2x"] == image)
    #expect(try again.findings()["one"] == CacheStore.FindingsRow(hash: "l", json: "[]"))
    #expect(try again.pages()["one"]?.key == "k")
    #expect(try again.meta()["made by"] == "test")
    try again.write(removing: ["one"])
    #expect(try CacheStore(folder: folder).images().isEmpty)
    #expect(try CacheStore(folder: folder).findings().isEmpty)
  }

  @Test func connectionsRecordingAtOnceLoseNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stores = try (0..<4).map { _ in try CacheStore(folder: folder) }
    let failures = Parallel.map(4, threads: 4) { worker in
      (0..<100).compactMap { index in
        Result { try stores[worker].record(try row("a\(index)", "c\(worker)")) }.failure
      }.count
    }
    #expect(failures == [0, 0, 0, 0])
    let images = try CacheStore(folder: folder).images()
    #expect(images.count == 100)
    #expect(images.values.allSatisfy { $0.count == 4 })
  }

  @Test func aStoreOfAnotherLayoutIsMadeAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CacheStore(folder: folder).record(try row("one", "c"))
    let database = try SQLiteDatabase(path: folder + "/" + CacheStore.fileName)
    try database.execute("PRAGMA user_version = 99")
    #expect(try CacheStore(folder: folder).images().isEmpty)
  }

  @Test func aStampsTextIsReadBackOrRefused() throws {
    let stamp = try #require(FileStamp(text: "1234 1733400000.000000042 987654321"))
    #expect(stamp.size == 1234 && stamp.seconds == 1_733_400_000)
    #expect(stamp.nanoseconds == 42 && stamp.inode == 987_654_321)
    #expect(stamp.text == "1234 1733400000.42 987654321")
    #expect(FileStamp(text: stamp.text) == stamp)
    for bad in [
      "", "1 2 3", "1 2.3", "1 2.3 4 5", "1 2.3 x", "-1 2.3 4", "1  2.3 4", "1 2.3 4 ",
      "99999999999999999999 2.3 4",
    ] {
      #expect(FileStamp(text: bad) == nil, "\(bad)")
    }
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
