import Foundation

/// Test-only: `ALERT_PREVIEW_TEST_KILL_AFTER_WRITES=N` makes the process kill itself with
/// SIGKILL right after its N-th write step (one configuration's images, or the site's pages),
/// so tests can interrupt a run at every step and check that the next run repairs the output.
/// Off unless the variable is set; not meant for users.
package final class TestKill: @unchecked Sendable {
  private static let shared = TestKill(
    limit: ProcessInfo.processInfo.environment["ALERT_PREVIEW_TEST_KILL_AFTER_WRITES"].flatMap {
      Int($0)
    })

  private let limit: Int?
  private let lock = NSLock()
  private var steps = 0

  private init(limit: Int?) { self.limit = limit }

  /// Counts one write step; kills the process when it is the N-th. Safe from any thread.
  package static func wrote() {
    guard let limit = shared.limit else { return }
    shared.lock.lock()
    shared.steps += 1
    let steps = shared.steps
    shared.lock.unlock()
    if steps >= limit { kill(getpid(), SIGKILL) }
  }
}

/// Test-only: `ALERT_PREVIEW_TEST_KILL_WORKER_AFTER_WRITES=N` makes each worker process kill
/// itself with SIGKILL right after it has written its N-th image set, so tests can kill a
/// worker in the middle of a run; a fresh worker counts from zero. With
/// `ALERT_PREVIEW_TEST_KILL_WORKER_ONCE=FILE`, only the worker that creates FILE first does.
extension TestKill {
  private static let workerLimit = ProcessInfo.processInfo.environment[
    "ALERT_PREVIEW_TEST_KILL_WORKER_AFTER_WRITES"
  ].flatMap { Int($0) }
  private static let workerMarker = ProcessInfo.processInfo.environment[
    "ALERT_PREVIEW_TEST_KILL_WORKER_ONCE"]
  nonisolated(unsafe) private static var workerWrites = 0

  /// Counts one image set written by this worker (one thread); kills it at the N-th.
  package static func workerWrote() {
    guard let workerLimit else { return }
    workerWrites += 1
    guard workerWrites == workerLimit else { return }
    if let workerMarker {
      // Made only if it is not there yet: the first worker to get here is the one killed.
      do {
        try Data().write(to: URL(fileURLWithPath: workerMarker), options: .withoutOverwriting)
      } catch { return }
    }
    kill(getpid(), SIGKILL)
  }
}
