import AlertLayout
import StyleSheet

/// Places blocks down the pages, starting a new page when a block does not fit.
struct PageFlow {
  let paper: ReviewPaper
  private(set) var pages: [ReviewPage] = []
  /// Where the next block starts.
  var y: Double
  /// What a page started by the flow begins with (a continued heading), or nothing.
  var onNewPage: ((inout PageFlow) -> Void)?
  private var footer: String

  init(paper: ReviewPaper, footer: String) {
    self.paper = paper
    self.footer = footer
    y = ReviewLook.margin
    pages = [ReviewPage(footer: footer)]
  }

  /// The text column.
  var left: Double { ReviewLook.margin }
  var width: Double { paper.size.width - 2 * ReviewLook.margin }
  /// Where blocks must end.
  var bottom: Double { paper.size.height - ReviewLook.margin - ReviewLook.footerHeight }
  /// The height left on the page.
  var room: Double { bottom - y }
  /// Whether the flow is at the top of a page.
  var atTop: Bool { y <= ReviewLook.margin }

  /// Starts a page.
  mutating func newPage() {
    pages.append(ReviewPage(footer: footer))
    y = ReviewLook.margin
    if let onNewPage {
      self.onNewPage = nil
      onNewPage(&self)
      self.onNewPage = onNewPage
    }
  }

  /// Starts a page unless `height` still fits on this one (or the page is empty).
  mutating func reserve(_ height: Double) {
    if height > room && !atTop { newPage() }
  }

  mutating func add(_ item: PageItem) {
    pages[pages.count - 1].items.append(item)
  }

  /// Adds `text` at the flow's position (indented by `indent`) and moves below it.
  mutating func add(_ text: TextLayout, indent: Double = 0, color: RGBA = ReviewLook.ink) {
    let height = text.height
    reserve(height)
    add(.text(text, x: left + indent, y: y, color: color))
    y += height
  }

  mutating func skip(_ height: Double) { y = min(y + height, bottom) }
}

extension TextLayout {
  /// The height the text occupies, line spacing included.
  var height: Double { metrics().logical.height }
  /// The width of its longest line.
  var width: Double { metrics().logical.width }
}
