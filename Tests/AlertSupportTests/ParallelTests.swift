import AlertSupport
import Foundation
import Testing

/// Work of uneven size: results in index order whatever order the threads finished in.
@Suite struct ParallelTests {
  @Test func unevenWorkKeepsIndexOrder() {
    let sizes = [1, 500, 3, 40, 2, 900, 7]
    let results = Parallel.map(sizes.count, threads: 3, cost: { sizes[$0] }) { index in
      // The larger the item, the longer it takes.
      Thread.sleep(forTimeInterval: Double(sizes[index]) / 100_000)
      return index * 10
    }
    #expect(results == [0, 10, 20, 30, 40, 50, 60])
  }

  @Test func costliestItemsStartFirst() {
    let sizes = [1, 500, 3, 900]
    let started = Started()
    _ = Parallel.map(sizes.count, threads: 1, cost: { sizes[$0] }) { index in
      started.append(index)
    }
    #expect(started.order == [3, 1, 2, 0])
  }

  private final class Started: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var order: [Int] = []
    func append(_ index: Int) {
      lock.lock()
      order.append(index)
      lock.unlock()
    }
  }
}
