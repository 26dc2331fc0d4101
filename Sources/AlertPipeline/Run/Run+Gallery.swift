import AlertRun
import AlertSupport
import Foundation
import StyleSheet

/// What the gallery holds beyond the run's plan: its looks, title and review pack.
package struct GalleryPlan: Sendable {
  /// More style sheets to show beside the run's (`--style ios,ios26`), by name or path.
  package var looks: [String]
  package var title: String?
  /// The review pack to write into the site as `review.pdf`, for every page to link to.
  package var review: ReviewPlan?

  package init(looks: [String] = [], title: String? = nil, review: ReviewPlan? = nil) {
    self.looks = looks
    self.title = title
    self.review = review
  }
}

extension Run {
  /// What a gallery run made: the site (or, in a shard, its part) and what it did.
  package struct Gallery {
    package var outcome: GalleryBuild.Outcome
    /// The site's folder.
    package var folder: String
    /// The page to open: the site's `index.html`, or the part's folder in a shard.
    package var index: String { outcome.index }
    /// 0, or 2 when an input failed to load.
    package var exitCode: Int32
  }

  /// Renders (reusing what the site's cache holds), lints and writes the site into the
  /// plan's folder (`Output` by default). In a shard, the folder becomes a part with the
  /// words that finish it, for `merge`.
  package func gallery(_ gallery: GalleryPlan) throws -> Gallery {
    let start = Date()
    let folder = plan.output.out ?? "Output"
    let shard = plan.output.shard
    if gallery.review != nil, shard != nil {
      throw UsageError(
        "--review makes the PDF of the whole run, so a shard cannot write it; run "
          + "`alert-preview review` on the same specs after `alert-preview merge`.")
    }
    let looks = try GalleryLooks.load([inputs.style.name] + gallery.looks, first: inputs.style)
    try OutputFolder(folder).create()
    let lookFolders = looks.map { folder + "/" + GalleryBuild.lookFolder($0.name) }
    let lock = try prepare(
      [folder] + lookFolders.filter { FileManager.default.fileExists(atPath: $0) },
      subfolders: ["assets"], since: start)
    defer { lock?.release() }
    var reviewPDF: String?
    if let review = gallery.review {
      let name = "review.pdf"
      let made = try self.review(review)
      try OutputFolder(folder).write(made.pdf, to: name)
      sink.diagnostic(made.description + " written to \(OutputFolder(folder).path(name))")
      reviewPDF = name
    }
    let outcome = try GalleryBuild.run(
      inputs, groups: groups, look: plan.look, output: plan.output, folder: folder,
      title: gallery.title, looks: looks, reviewPDF: reviewPDF, sink: sink)
    sink.diagnostic(outcome.description)
    noteFonts()
    let code: Int32 = outcome.summary.inputErrors == 0 ? 0 : 2
    if let shard {
      try ShardPart(kind: .gallery, shard: shard, arguments: plan.partArguments, exitCode: code)
        .write(to: folder)
      sink.diagnostic(
        "gallery: shard \(shard) written to \(folder)/; `alert-preview merge` joins the parts "
          + "into the site.")
    }
    return Gallery(outcome: outcome, folder: folder, exitCode: code)
  }
}
