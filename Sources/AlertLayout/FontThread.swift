import Foundation
import Synchronization

/// The one thread on which the process touches fonts: every Pango, pangocairo, fontconfig and
/// FreeType call, and every cairo call that draws or subsets text.
///
/// FreeType allows an `FT_Face` to be used by one thread at a time, and cairo's FreeType
/// backend shares its faces (and its `FT_Library`) between every scaled font in the process,
/// whichever Pango font map made them; Pango itself is not thread-safe. A per-thread font map
/// therefore does not make text work safe on several threads. Running all of it on one thread
/// does, by construction: ``TextEngine`` refuses to be used anywhere else. Other threads still
/// do what needs no font: PNG encoding, image comparison, spelling, pages and files.
///
/// `run` blocks its caller until the work is done and may be called from any thread, the font
/// thread included (then the work runs at once).
///
/// A process that does all its work on one thread (a worker process, a run at `-j 1`) makes
/// that thread its font thread instead (``adoptCurrentThread()``): each hand-over to another
/// thread and back costs a wake-up, and the text's data crosses to another core's cache. On
/// two busy cores the font thread also waits for one to be free.
public enum FontThread {
  /// Makes the calling thread the process's font thread, before any font work: its font work
  /// then runs where it is asked for. Only for a process whose font work all comes from this
  /// thread: from then on, ``run(_:)`` from another thread stops the process.
  public static func adoptCurrentThread() {
    state.withLock { state in
      precondition(state == .unused, "the font thread is chosen once, before any font work")
      state = .adopted
    }
    Thread.current.threadDictionary[marker] = true
  }

  /// Runs `body` on the font thread and returns its result.
  public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    if isCurrent {
      let releases = pending.withLock { waiting in
        defer { waiting = [] }
        return waiting
      }
      for release in releases { release() }
      return try body()
    }
    state.withLock { state in
      precondition(state != .adopted, "font work off the thread that adopted it (FontThread)")
      state = .ownThread
    }
    return try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
      let job = Job<T, E>(escapable)
      worker.enqueue(job.perform)
      job.done.wait()
      switch job.result {
      case .success(let value)?: return value
      case .failure(let error)?: throw error
      case nil: preconditionFailure("the font thread finished a job without a result")
      }
    }
  }

  /// Runs `body` on the font thread later, without waiting: for releasing font objects from
  /// another thread. An adopted font thread runs it before its next font work.
  public static func async(_ body: @escaping @Sendable () -> Void) {
    let adopted = state.withLock { state in
      if state == .adopted {
        pending.withLock { $0.append(body) }
        return true
      }
      state = .ownThread
      return false
    }
    if !adopted { worker.enqueue(body) }
  }

  /// Whether the calling thread is the font thread.
  public static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }

  /// Stops with a message when called anywhere but on the font thread.
  package static func check(_ what: @autoclosure () -> String) {
    precondition(isCurrent, "\(what()) must run on the font thread (FontThread.run)")
  }

  private static let marker = "alert-preview.font-thread"

  /// Which thread is the font thread: none yet, the process's own, or one that adopted it.
  private enum State { case unused, ownThread, adopted }
  private static let state = Mutex(State.unused)
  /// Releases asked for from other threads, waiting for the adopted thread.
  private static let pending = Mutex<[@Sendable () -> Void]>([])
  private static let worker = Worker()

  /// A job handed to the font thread: the caller waits on `done` while the closure runs.
  /// The job lets go of the closure before it signals, since the closure must not outlive
  /// the caller's `withoutActuallyEscaping`.
  private final class Job<T, E: Error>: @unchecked Sendable {
    private var body: (() throws(E) -> T)?
    var result: Result<T, E>?
    let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping () throws(E) -> T) { self.body = body }

    func perform() {
      if let body {
        do throws(E) {
          result = .success(try body())
        } catch {
          result = .failure(error)
        }
      }
      body = nil
      done.signal()
    }
  }

  /// The thread and its queue of work, first in first out.
  private final class Worker: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [() -> Void] = []
    private var head = 0

    init() {
      let thread = Thread { [unowned self] in
        Thread.current.threadDictionary[FontThread.marker] = true
        self.loop()
      }
      thread.name = "alert-preview.fonts"
      // Pango and cairo recurse a little when they shape and draw: the 512 KiB default of a
      // secondary thread is enough, but the main thread's 8 MiB costs nothing.
      thread.stackSize = 8 << 20
      thread.start()
    }

    func enqueue(_ work: @escaping () -> Void) {
      condition.lock()
      queue.append(work)
      condition.signal()
      condition.unlock()
    }

    private func loop() -> Never {
      while true {
        condition.lock()
        while head == queue.count { condition.wait() }
        let work = queue[head]
        head += 1
        if head == queue.count {
          queue.removeAll(keepingCapacity: true)
          head = 0
        }
        condition.unlock()
        work()
      }
    }
  }
}
