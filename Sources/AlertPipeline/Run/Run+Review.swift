import AlertReview
import AlertSupport
import Foundation

/// What the review pack holds beyond the run's plan: its title, paper, date and looks.
package struct ReviewPlan: Sendable {
  package var title: String
  package var paper: ReviewPaper
  /// The date on the cover: now, or `SOURCE_DATE_EPOCH` for a reproducible document.
  package var date: Date
  /// More style sheets to show beside the run's (`--style ios,ios26`), by name or path.
  package var looks: [String]

  package init(
    title: String = "Alert review", paper: ReviewPaper = .a4, date: Date, looks: [String] = []
  ) {
    self.title = title
    self.paper = paper
    self.date = date
    self.looks = looks
  }
}

extension Run {
  /// Lints the alerts in the configurations shown and draws the review pack, in the run's
  /// sheet and the plan's looks; the plan's devices narrow it, else the sheet's first device
  /// is shown.
  package func review(_ review: ReviewPlan) throws -> ReviewBuild.Outcome {
    let looks = try GalleryLooks.load([inputs.style.name] + review.looks, first: inputs.style)
    return try ReviewBuild.run(
      inputs, groups: groups, look: plan.look, output: plan.output, title: review.title,
      paper: review.paper, date: review.date, looks: looks, sink: sink)
  }

  /// Draws the review pack and writes it atomically to `path`.
  package func writeReview(_ review: ReviewPlan, to path: String) throws -> ReviewBuild.Outcome {
    let outcome = try self.review(review)
    try AtomicFile.write(outcome.pdf, to: path)
    sink.diagnostic(outcome.description + " written to \(path)")
    return outcome
  }
}
