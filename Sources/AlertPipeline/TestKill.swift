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
