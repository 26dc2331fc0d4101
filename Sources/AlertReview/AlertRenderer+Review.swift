import AlertLayout
import AlertRender
import Foundation

extension AlertRenderer {
  /// The review pack as a PDF: a cover, then each alert's pages, drawn by the same painter as
  /// the PNGs into a PDF surface, so the alerts' text stays text. Laid out and drawn in one
  /// visit to the font thread. Returns the PDF and its number of pages.
  public func reviewPDF(_ pack: ReviewPack, paper: ReviewPaper) throws -> (pdf: Data, pages: Int) {
    try FontThread.run {
      let text = try pageText()
      let pages = reviewPages(pack, paper: paper, text: text)
      let bookmarks =
        [ReviewBookmark(title: "Summary", destination: "cover")]
        + pack.alerts.map {
          ReviewBookmark(title: $0.heading, destination: ReviewLook.destination($0.spec.id))
        }
      let pdf = try ReviewPDF(paper: paper, renderer: self, text: text).document(
        pages, title: pack.title, creator: pack.creator, date: pack.date, bookmarks: bookmarks)
      return (pdf, pages.count)
    }
  }

  /// The pack's pages, planned: the cover, then each alert's. Font thread only.
  func reviewPages(_ pack: ReviewPack, paper: ReviewPaper, text: PageText) -> [ReviewPage] {
    let scales = PreviewGrid.scales(for: pack.alerts, paper: paper, text: text)
    let alertPages = pack.alerts.map { alert in
      // The configurations whose text scrolls, for their captions.
      let scrolling = Set(
        alert.configurations.filter { layouter.layout(alert.spec, in: $0).geometry.scrolls }
          .map(\.slug))
      return AlertPagePlan(
        alert: alert, text: text, paper: paper, scales: scales, scrolling: scrolling
      ).pages()
    }
    // The cover's length moves every alert's page number; it does not depend on them.
    var coverCount = 1
    var cover: [ReviewPage] = []
    for _ in 0..<2 {
      var next = coverCount + 1
      let firsts = alertPages.map { pages in
        defer { next += pages.count }
        return next
      }
      cover = CoverPlan(pack: pack, text: text, paper: paper, alertPages: firsts).pages()
      if cover.count == coverCount { break }
      coverCount = cover.count
    }
    return cover + alertPages.flatMap { $0 }
  }

  /// The text engine's page text in the sheet's fonts. Font thread only.
  func pageText() throws -> PageText {
    let fonts = try FontEnvironment.forStyle(layouter.style)
    return PageText(engine: fonts.engine, families: layouter.style.fonts.message.families)
  }
}
