import AlertRender
import AlertRun
import AlertSnapshot
import AlertSupport
import Foundation
import StyleSheet

/// Worker processes for a run: up to `jobs` copies of `alert-preview __worker`
/// (``RenderWorker``), each with its own font thread, font state and dictionaries, fed one
/// item at a time (an alert configuration to draw, a batch of alerts to lint) over pipes
/// (``WorkerMessage``). Started on first use, only as many as the work is worth, and kept for
/// the rest of the run.
///
/// A worker that crashes or is killed is reported with what it was doing; that item is done
/// again once on a fresh worker, and the run goes on. When the run ends (``finish()``) or is
/// killed, each worker reads the end of its input and exits; Ctrl-C stops them with the run,
/// as they are in its process group. Files are written by the workers, atomically, so nothing
/// is left half-written.
package final class WorkerPool: @unchecked Sendable {
  private let program: String
  private let jobs: Int
  private var workers: [Slot] = []
  private var sheets:
    [(style: StyleSheet, png: PNGOptions, verifier: SnapshotVerifier?, line: Data)] = []
  private var failedToStart: String?

  /// A pool of up to `jobs` workers running `program`; `nil` when `program` is `nil` or `jobs`
  /// is 1 (the run then works in its own process).
  package init?(program: String?, jobs: Int) {
    guard let program, jobs > 1 else { return nil }
    self.program = program
    self.jobs = jobs
  }

  deinit { finish() }

  /// How many workers `count` items are worth when one worker's start costs about as much as
  /// `perWorker` items: 0 when fewer than two (the run then works in its own process).
  package func workers(for count: Int, perWorker: Int) -> Int {
    let worth = min(jobs, count / perWorker)
    return failedToStart == nil && worth >= 2 ? worth : 0
  }

  /// How far down the queue ``perform`` looks for an item whose alert a worker holds.
  static let lookAhead = 32

  /// Lets every worker finish and waits for them.
  package func finish() {
    for slot in workers { slot.process.finish() }
    for slot in workers { slot.process.wait() }
    workers = []
  }

  /// One live worker: its process, the sheets and alerts sent to it, its items in flight in the
  /// order sent (it answers in that order, so the first is the one it is working on).
  private final class Slot {
    let process: WorkerProcess
    var sheets: Set<Int> = []
    var alerts = KeptAlerts()
    var inFlight: [Int] = []
    init(_ process: WorkerProcess) { self.process = process }
  }

  /// The id of the sheet, compression and verifier, its message made once.
  func sheetID(
    _ style: StyleSheet, _ png: PNGOptions = PNGOptions(), verifier: SnapshotVerifier? = nil
  ) -> Int {
    if let found = sheets.firstIndex(where: {
      $0.style == style && $0.png == png && $0.verifier == verifier
    }) {
      return found
    }
    let message = WorkerMessage.Sheet(
      sheet: sheets.count, style: style, pngLevel: png.level, pngFilters: png.filters.rawValue,
      verifier: verifier)
    sheets.append((style, png, verifier, (try? WorkerMessage.line(message)) ?? Data()))
    return sheets.count - 1
  }

  /// Does `count` items on up to `workers` workers, in any order; the results come back in
  /// item order. `request(i)` is item i's message (naming `sheet`), `answer` turns an answer
  /// into the item's result, `describe(i)` says what a worker that died was doing ("drawing
  /// 'x' in …"). With `alert`, item i names alert `alert(i)`, whose message `alertLine`
  /// makes, and a worker is sent an alert only when it does not hold it (``KeptAlerts``). Items no worker could take (workers could not be
  /// started) are done by `fallback`. `done` is called once per finished item.
  func perform<Answer: Decodable & WorkerAnswer, Value>(
    _ count: Int, workers wanted: Int, sheet: Int, answer type: Answer.Type,
    label: String, sink: any RunSink, alert: ((Int) -> Int)? = nil,
    alertLine: (Int) -> Data? = { _ in nil }, request: (Int) -> Data?,
    answer: (Answer) -> Result<Value, Error>, describe: (Int) -> String,
    fallback: (Int) -> Result<Value, Error>, done: () -> Void = {}
  ) -> [Result<Value, Error>] {
    WorkerProcess.ignoreBrokenPipes()
    var results = [Result<Value, Error>?](repeating: nil, count: count)
    var queue = Array((0..<count).reversed())  // the next item is the last
    var attempts = [Int](repeating: 0, count: count)
    var remaining = count
    // The last alert message made, for a second worker taking the same alert; only the last,
    // so that a run's memory does not grow with its alerts.
    var lastAlert: (number: Int, line: Data)?
    let decoder = JSONDecoder()

    func finished(_ index: Int, _ result: Result<Value, Error>) {
      results[index] = result
      remaining -= 1
      done()
    }
    func send(_ index: Int, to slot: Slot) -> Bool {
      guard let line = request(index) else {
        finished(index, .failure(WorkerError("its request could not be written")))
        return true
      }
      var bytes = slot.sheets.contains(sheet) ? Data() : sheets[sheet].line
      if let number = alert?(index), !slot.alerts.contains(number) {
        guard let made = lastAlert?.number == number ? lastAlert?.line : alertLine(number) else {
          finished(index, .failure(WorkerError("its alert could not be written")))
          return true
        }
        lastAlert = (number, made)
        bytes += made
        _ = slot.alerts.keep(number)
      }
      bytes += line
      slot.inFlight.append(index)
      slot.sheets.insert(sheet)
      return slot.process.send(bytes)
    }
    /// The next item for `slot`: among the next few, one whose alert it holds, else one whose
    /// alert no other worker holds, so that each alert's configurations mostly go to one
    /// worker and its alert is sent once; else simply the next.
    func next(for slot: Slot) -> Int? {
      guard let alert else { return queue.popLast() }
      let window = queue.indices.reversed().prefix(Self.lookAhead)
      let others = workers.filter { $0 !== slot }
      let position =
        window.first { slot.alerts.contains(alert(queue[$0])) }
        ?? window.first { position in
          !others.contains { $0.alerts.contains(alert(queue[position])) }
        }
      return position.map { queue.remove(at: $0) } ?? queue.popLast()
    }
    func lost(_ slot: Slot, _ reason: String?) {
      workers.removeAll { $0 === slot }
      let why = reason ?? "stopped"
      for (position, index) in slot.inFlight.enumerated().reversed() {
        guard position == 0 else {
          queue.append(index)
          continue
        }
        attempts[index] += 1
        if attempts[index] < 2 {
          sink.diagnostic(
            "\(label): a worker (process \(slot.process.pid)) \(why) while \(describe(index)); "
              + "trying again in a fresh worker")
          queue.append(index)
        } else {
          finished(index, .failure(WorkerError("its worker \(why), twice")))
        }
      }
    }
    /// Takes one line of `slot`'s; `false` when it is not one the protocol allows here.
    func handle(_ line: Data, from slot: Slot) -> Bool {
      // Read as the answer first: all but one of a worker's lines are answers, and JSON
      // parses a whole line however little of it is asked for.
      if let value = try? decoder.decode(Answer.self, from: line), value.message == Answer.message {
        guard slot.inFlight.first == value.item else { return false }
        slot.inFlight.removeFirst()
        finished(value.item, answer(value))
        return true
      }
      guard let ready = try? decoder.decode(WorkerMessage.Ready.self, from: line),
        ready.message == "ready"
      else { return false }
      if let refused = ready.refused {
        failedToStart = refused
        sink.diagnostic("\(label): \(refused); working in this process instead")
        return false
      }
      return true
    }

    while remaining > 0 {
      while workers.count < wanted && !queue.isEmpty && failedToStart == nil {
        do {
          let process = try WorkerProcess(program: program)
          workers.append(Slot(process))
          let start = WorkerMessage.Start(protocolVersion: WorkerMessage.version)
          if let line = try? WorkerMessage.line(start) { _ = process.send(line) }
        } catch {
          failedToStart = ErrorSentence.of(error)
          sink.diagnostic("\(label): \(ErrorSentence.of(error)); working in this process instead")
        }
      }
      if workers.isEmpty {
        // No worker could be started: this process does what is left.
        while let index = queue.popLast() { finished(index, fallback(index)) }
        continue
      }
      // Two items in flight per worker, so it starts the next as soon as it answers; dealt
      // one round at a time, so that every worker has one before any has two.
      for depth in 1...2 {
        for slot in workers where slot.inFlight.count < depth {
          guard let index = next(for: slot) else { break }
          if !send(index, to: slot) { break }
        }
      }
      let busy = workers.filter { !$0.inFlight.isEmpty }
      guard !busy.isEmpty else { continue }
      for position in WorkerProcess.readable(busy.map(\.process)) {
        let slot = busy[position]
        guard let lines = slot.process.lines() else {
          lost(slot, slot.process.wait())
          continue
        }
        // A line that is not the protocol ends the worker; its items are done again.
        for line in lines where !handle(line, from: slot) {
          slot.process.kill()
          break
        }
      }
    }
    return results.map { $0 ?? .failure(WorkerError("it was not done")) }
  }
}

/// An answer to one item: it names the item, and its `message` field is ``message``.
protocol WorkerAnswer {
  static var message: String { get }
  /// The answer's `message` field, which must be ``message``.
  var message: String { get }
  var item: Int { get }
}

extension WorkerMessage.Drawn: WorkerAnswer {
  static let message = "drawn"
}

extension WorkerMessage.Linted: WorkerAnswer {
  static let message = "linted"
}
