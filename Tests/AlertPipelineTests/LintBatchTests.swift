import Testing

@testable import AlertPipeline

/// How many alerts each lint message to the workers carries.
@Suite struct LintBatchTests {
  @Test func batchesHoldEveryAlertOnceAndShrinkAtTheEnd() {
    let sizes = WorkerPool.batchSizes(2_000, workers: 2)
    #expect(sizes.reduce(0, +) == 2_000)
    #expect(sizes.allSatisfy { $0 <= WorkerPool.alertsPerBatch && $0 > 0 })
    #expect(sizes.first == WorkerPool.alertsPerBatch)
    // Never growing again once they shrink, and small at the end: the last batches are done
    // by both workers within a few alerts of each other.
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(sizes.suffix(4).allSatisfy { $0 <= WorkerPool.fewestPerBatch })
  }

  @Test func aFewAlertsAreOneSmallBatchEach() {
    #expect(WorkerPool.batchSizes(10, workers: 2) == [4, 4, 2])
    #expect(WorkerPool.batchSizes(0, workers: 2).isEmpty)
  }
}
