import AlertSupport
import Foundation
import Testing

/// One run at a time in an output folder (``FolderLock``).
@Suite struct FolderLockTests {
  @Test func aSecondRunWaitsForTheFirstAndIsToldWhoHoldsTheFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("folder-lock-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var waited = false
    let first = try FolderLock(folder) { _ in waited = true }
    #expect(!waited)
    let events = Events()
    let second = Thread {
      let lock = try? FolderLock(folder) { holder in events.add("waiting for \(holder ?? 0)") }
      events.add("locked")
      lock?.release()
    }
    second.start()
    // The second stays blocked while the first holds the folder.
    let deadline = Date(timeIntervalSinceNow: 5)
    while events.all.isEmpty, Date() < deadline { usleep(10_000) }
    usleep(100_000)
    #expect(events.all == ["waiting for \(getpid())"])
    first.release()
    while events.all.count < 2, Date() < deadline { usleep(10_000) }
    #expect(events.all == ["waiting for \(getpid())", "locked"])
  }

  @Test func aFolderThatCannotHoldTheLockIsAnError() {
    #expect(throws: OutputError.self) {
      _ = try FolderLock("/nonexistent-\(UUID().uuidString)") { _ in }
    }
  }

  /// Events from another thread, in order.
  final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    func add(_ event: String) { lock.withLock { events.append(event) } }
    var all: [String] { lock.withLock { events } }
  }
}
