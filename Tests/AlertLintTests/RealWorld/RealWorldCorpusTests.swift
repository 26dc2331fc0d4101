import LintCorpus
import Testing

/// Precision and recall of the `ios` lint on real alerts from open-source iOS apps.
///
/// When the corpus was added the linter measured tuning P 0.581 R 0.786 and held-out P 0.541
/// R 0.811. After the rule work measured on the tuning set only, held-out was measured once:
/// P 0.924 R 0.986 (tuning P 0.972 R 0.929). Each floor is its measured value minus 0.02, so
/// the test fails on a regression. The goal is 0.90 for both on both sets. Whoever merges a rule change that raises a measured
/// value raises its floor in the same commit, to the new value minus 0.02; the held-out floors
/// are raised only from a held-out run made after the rule change is final, never while tuning.
/// Reproduce the numbers with `make lint-corpus`.
@Suite struct RealWorldCorpusTests {
  struct Floor: CustomTestStringConvertible, Sendable {
    var corpus: LintCorpus.Set
    var precision: Double
    var recall: Double
    var testDescription: String { corpus.rawValue }
  }

  static let floors = [
    // Tuning measured after the second round of rule work: P 0.972 R 0.929, minus 0.02.
    Floor(corpus: .tuning, precision: 0.95, recall: 0.90),
    Floor(corpus: .heldout, precision: 0.90, recall: 0.96),
  ]

  @Test(arguments: floors)
  func precisionAndRecallStayAboveTheFloor(_ floor: Floor) throws {
    let score = try LintCorpus.measure(floor.corpus)
    let overall = score.overall
    // The held-out set's failures name no alert, so that nobody tunes to it.
    let detail =
      floor.corpus == .tuning
      ? CorpusTable.text(score, title: floor.corpus.rawValue) : "see `make lint-corpus`"
    #expect(
      overall.precision >= floor.precision,
      "\(floor.corpus.rawValue) precision \(overall.precision) fell below \(floor.precision)\n\(detail)"
    )
    #expect(
      overall.recall >= floor.recall,
      "\(floor.corpus.rawValue) recall \(overall.recall) fell below \(floor.recall)\n\(detail)")
  }

  @Test func theCorpusIsBigEnoughAndSplit() throws {
    let tuning = try LintCorpus.measure(.tuning)
    let heldout = try LintCorpus.measure(.heldout)
    #expect(tuning.alertCount + heldout.alertCount >= 100)
    let share = Double(heldout.alertCount) / Double(tuning.alertCount + heldout.alertCount)
    #expect(share > 0.25 && share < 0.35)
  }

  @Test func scoringCountsEachRuleOncePerAlert() {
    let score = CorpusScore(alerts: [
      (
        id: "a", found: ["spelling", "cancel-label"],
        expected: ["spelling", "destructive-preferred"]
      ),
      (id: "b", found: ["spelling"], expected: []),
    ])
    #expect(
      score.rules["spelling"] == .init(truePositives: 1, falsePositives: 1, falseNegatives: 0))
    #expect(score.overall == .init(truePositives: 1, falsePositives: 2, falseNegatives: 1))
    #expect(score.overall.precision == 1.0 / 3)
    #expect(score.overall.recall == 0.5)
    #expect(score.missed.map(\.rule) == ["destructive-preferred"])
  }
}
