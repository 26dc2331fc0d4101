import Foundation

/// Work spread over threads, results kept in order: the one place the project fans out.
public enum Parallel {
  /// `body(state, index)` for every index below `count`, on up to `threads` threads, in index
  /// order. Each thread first makes its own state with `makeState(thread)`: a renderer or a
  /// layouter, which own Pango contexts and must not be shared between threads. Items are dealt
  /// round-robin, so neighbouring items (often the same alert) land on different threads.
  public static func map<State, Value>(
    _ count: Int, threads: Int, state makeState: @Sendable (Int) -> State,
    _ body: @Sendable (State, Int) -> Value
  ) -> [Value] {
    guard count > 0 else { return [] }
    let workers = max(1, min(threads, count))
    let slots = Slots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let state = makeState(worker)
      for index in stride(from: worker, to: count, by: workers) {
        slots.set(index, body(state, index))
      }
    }
    return slots.values()
  }

  /// `body(index)` for every index below `count`, on up to `threads` threads, in index order.
  /// Each thread takes the next index when it is free, so a thread slowed by costlier items
  /// or by other work on its core does not leave the others idle at the end.
  public static func map<Value>(
    _ count: Int, threads: Int, _ body: @Sendable (Int) -> Value
  ) -> [Value] {
    dealt(Array(0..<count), threads: threads, body)
  }

  /// `body(index)` for every index below `count`, on up to `threads` threads, in index order,
  /// for work of uneven size (parsing files of 1 KB and 500 KB): the costliest items are
  /// started first, and each thread takes the next item when it is free, so one large item
  /// does not leave the other threads idle at the end.
  public static func map<Value>(
    _ count: Int, threads: Int, cost: (Int) -> Int, _ body: @Sendable (Int) -> Value
  ) -> [Value] {
    let order = (0..<count).sorted { cost($0) != cost($1) ? cost($0) > cost($1) : $0 < $1 }
    return dealt(order, threads: threads, body)
  }

  /// `body(index)` for every index in `order`, taken in that order by whichever of up to
  /// `threads` threads is free; the results in index order.
  private static func dealt<Value>(
    _ order: [Int], threads: Int, _ body: @Sendable (Int) -> Value
  ) -> [Value] {
    let count = order.count
    guard count > 0 else { return [] }
    let slots = Slots<Value>(count: count)
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
      while let position = next.take(below: count) {
        slots.set(order[position], body(order[position]))
      }
    }
    return slots.values()
  }

  /// The next position to work on, shared by the threads.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }

  /// One result per index, written from several threads.
  private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value?]

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      items[index] = value
      lock.unlock()
    }

    /// Every slot is filled once `concurrentPerform` returns.
    func values() -> [Value] { items.compactMap { $0 } }
  }
}
