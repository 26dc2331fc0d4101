import AlertSpec
import Foundation

/// The served alerts as they are now: reread when a watched file changes, written by saves.
///
/// Readers take the current ``ServeState`` and keep using it; a reload swaps in a new one.
/// Saves run one at a time, so two edits of one file never interleave.
final class ServeWorkspace: @unchecked Sendable {
  let sources: ServeSources
  private let lock = NSLock()
  private let saving = NSLock()
  private var current: ServeState
  private var listeners: [@Sendable (ServeState, [String]) -> Void] = []

  /// Reads PATH for the first time; throws when the style sheet cannot be read.
  init(_ sources: ServeSources) throws {
    self.sources = sources
    current = ServeState(try sources.load(), version: 1, paths: sources.paths)
  }

  /// The current reading.
  var state: ServeState { lock.withLock { current } }

  /// Calls `listener` after each reload with the new state and the ids whose specs changed.
  func onReload(_ listener: @escaping @Sendable (ServeState, [String]) -> Void) {
    lock.withLock { listeners.append(listener) }
  }

  /// Reads PATH again; keeps the old state (and reports why) when the style sheet fails.
  func reload() {
    let loaded: ServeSources.Loaded
    do {
      loaded = try sources.load()
    } catch {
      FileHandle.standardError.write(
        Data("alert-preview serve: kept the last good reading: \(error)\n".utf8))
      return
    }
    let (old, new, listeners) = lock.withLock {
      let old = current
      current = ServeState(loaded, version: old.version + 1, paths: sources.paths)
      return (old, current, self.listeners)
    }
    var changed: [String] = []
    for spec in new.specs where old.byID[spec.id] != spec { changed.append(spec.id) }
    for spec in old.specs where new.byID[spec.id] == nil { changed.append(spec.id) }
    if old.style != new.style { changed = new.specs.map(\.id) }
    for listener in listeners { listener(new, changed) }
  }

  /// Runs `body` while no other save runs.
  func serialisingSaves<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    saving.lock()
    defer { saving.unlock() }
    return try body()
  }
}
