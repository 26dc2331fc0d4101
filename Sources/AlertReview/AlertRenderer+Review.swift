import AlertLayout
import AlertRender
import Foundation

extension AlertRenderer {
  /// The review pack as a PDF: a cover, then each alert's pages, drawn by the same painter as
  /// the PNGs into a PDF surface, so the alerts' text stays text. `looks` draw the pack's
  /// other style sheets (``ReviewPack/looks`` after the first), in its order. Laid out and
  /// drawn in one visit to the font thread. Returns the PDF and its number of pages.
  public func reviewPDF(_ pack: ReviewPack, paper: ReviewPaper, looks: [AlertRenderer] = [])
    throws -> (pdf: Data, pages: Int)
  {
    let renderers = [self] + looks
    return try FontThread.run {
      let text = try pageText()
      let pages = reviewPages(pack, paper: paper, text: text, looks: looks)
      let bookmarks =
        [ReviewBookmark(title: "Summary", destination: "cover")]
        + pack.alerts.map {
          ReviewBookmark(title: $0.heading, destination: ReviewLook.destination($0.spec.id))
        }
      let pdf = try ReviewPDF(paper: paper, renderers: renderers, text: text).document(
        pages, title: pack.title, creator: pack.creator, date: pack.date, bookmarks: bookmarks)
      return (pdf, pages.count)
    }
  }

  /// The pack's pages, planned: the cover, then each alert's. Font thread only.
  func reviewPages(
    _ pack: ReviewPack, paper: ReviewPaper, text: PageText, looks: [AlertRenderer] = []
  ) -> [ReviewPage] {
    let renderers = [self] + looks
    let alertPages = pack.alerts.map { alert in
      AlertPagePlan(
        alert: alert, text: text, paper: paper,
        previews: Self.previews(alert, renderers: renderers, names: pack.looks)
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

  /// The alert in each of its configurations in each look, measured alone as the previews
  /// draw it, captioned with the look's name when there are several; configurations whose
  /// previews would be drawn alike (``AlertGeometry/cutOut``) are shown once, captioned with
  /// all of them. Font thread only.
  static func previews(_ alert: ReviewPack.Alert, renderers: [AlertRenderer], names: [String])
    -> [PreviewGrid.Preview]
  {
    renderers.enumerated().flatMap { look, renderer in
      var previews: [PreviewGrid.Preview] = []
      var drawn: [String: Int] = [:]
      for configuration in alert.configurations {
        let measured = renderer.previewSize(alert.spec, configuration, picture: .alert)
        let geometry = measured.geometry
        let key =
          "\(configuration.device.id) \(configuration.textSize) \(configuration.locale ?? "")"
          + " \(configuration.appearance)\n" + geometry.cutOut
        if let index = drawn[key] {
          previews[index].alike.append(configuration)
          continue
        }
        drawn[key] = previews.count
        previews.append(
          PreviewGrid.Preview(
            configuration: configuration, look: look,
            lookName: renderers.count > 1 && look < names.count ? names[look] : nil,
            size: measured.size, textSize: (geometry.title ?? geometry.message)?.font.size,
            scrolls: geometry.scrolls))
      }
      return previews
    }
  }

  /// The text engine's page text in the sheet's fonts. Font thread only.
  func pageText() throws -> PageText {
    let fonts = try FontEnvironment.forStyle(layouter.style)
    return PageText(engine: fonts.engine, families: layouter.style.fonts.message.families)
  }
}
