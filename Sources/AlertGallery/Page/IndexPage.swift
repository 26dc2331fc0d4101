import AlertLint
import AlertMarkup
import AlertSupport
import Foundation

/// Builds the index page: a summary header with the most broken rules, the filters, and a
/// grid of cards, input errors first.
enum IndexPage {
  /// The `<html>` element of the index of `page`.
  static func document(for page: GalleryPage) -> MarkupElement {
    let summary = GallerySummary(page)
    return PageFrame.document(
      title: GalleryCopy.documentTitle(nil, of: page), page: page, current: .index, depth: 0,
      intro: [
        .el("h1", text: page.title),
        .el(
          "p", [("class", "summary")],
          [
            .text("Style sheet "), .el("code", [("class", "style-name")], text: page.styleName),
            .text(GalleryCopy.separator + GalleryCopy.counts(of: page)),
          ]),
      ],
      main: [SummarySection.node(summary), alertsSection(page)])
  }

  /// `<section>` with the filters, the count of visible cards and the grid.
  static func alertsSection(_ page: GalleryPage) -> MarkupNode {
    let total = page.entries.count + page.errors.count
    var children: [MarkupNode] = [
      .el("h2", [("id", "alerts-heading")], text: "Alerts"),
      FilterForm.node(page),
      .el(
        "p", [("id", "filter-status"), ("class", "filter-status"), ("role", "status")],
        text: "Showing all \(GalleryCopy.count(total, "card", "cards"))."),
    ]
    if total == 0 {
      children.append(.el("p", [("class", "empty")], text: "No alerts to show."))
    } else {
      // Cards are independent values: built on every core (a tenth of a re-run of 1,000).
      let entries = page.entries
      let cards =
        page.errors.map(AlertCard.inputError)
        + Parallel.map(entries.count, threads: ProcessInfo.processInfo.activeProcessorCount) {
          AlertCard.node(entries[$0])
        }
      children.append(
        .el("ul", [("class", "cards"), ("aria-labelledby", "alerts-heading")], cards))
      children.append(
        .el(
          "p", [("class", "no-match"), ("hidden", "")],
          text: "No alert matches these filters. Clear them to see every alert."))
    }
    return .el("section", [("class", "alerts"), ("aria-labelledby", "alerts-heading")], children)
  }
}
