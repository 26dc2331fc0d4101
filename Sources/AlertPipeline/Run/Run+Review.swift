import AlertReview
import AlertSupport
import Foundation

/// What the review pack holds beyond the run's plan: its title, paper and date.
package struct ReviewPlan: Sendable {
  package var title: String
  package var paper: ReviewPaper
  /// The date on the cover: now, or `SOURCE_DATE_EPOCH` for a reproducible document.
  package var date: Date

  package init(title: String = "Alert review", paper: ReviewPaper = .a4, date: Date) {
    self.title = title
    self.paper = paper
    self.date = date
  }
}

extension Run {
  /// Lints the alerts as the gallery does and draws the review pack; the plan's devices
  /// narrow it, else the sheet's first device is shown.
  package func review(_ review: ReviewPlan) throws -> ReviewBuild.Outcome {
    try ReviewBuild.run(
      inputs, groups: groups, look: plan.look, output: plan.output, title: review.title,
      paper: review.paper, date: review.date, sink: sink)
  }

  /// Draws the review pack and writes it atomically to `path`.
  package func writeReview(_ review: ReviewPlan, to path: String) throws -> ReviewBuild.Outcome {
    let outcome = try self.review(review)
    try AtomicFile.write(outcome.pdf, to: path)
    sink.diagnostic(outcome.description + " written to \(path)")
    return outcome
  }
}
