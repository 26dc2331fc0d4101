import AlertLayout
import AlertLint
import AlertRender
// C-facing: the review pack's cairo PDF surface: pages, metadata, links, destinations, outline.
internal import CCairo
internal import CPangoCairo
import Foundation
import StyleSheet

/// Draws planned pages into a PDF held in memory. Font thread only: the alert painter and the
/// page text draw with Pango, and cairo subsets the fonts when the document is finished.
struct ReviewPDF {
  let paper: ReviewPaper
  /// A renderer for each of the pack's looks, the first one's fonts for the pages' text.
  let renderers: [AlertRenderer]
  let text: PageText

  /// The PDF of `pages`, with `title` and `creator` in its metadata and `bookmarks` as its
  /// outline.
  func document(
    _ pages: [ReviewPage], title: String, creator: String, date: Date,
    bookmarks: [ReviewBookmark]
  ) throws -> Data {
    FontThread.check("drawing the review PDF")
    final class Sink { var data = Data() }
    let sink = Sink()
    let write: cairo_write_func_t = { closure, bytes, length in
      guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(
        bytes, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    let size = paper.size
    let surface = cairo_pdf_surface_create_for_stream(
      write, Unmanaged.passUnretained(sink).toOpaque(), size.width, size.height)
    defer { cairo_surface_destroy(surface) }
    let created = cairo_surface_status(surface)
    guard created == CAIRO_STATUS_SUCCESS else {
      throw CairoError(status: created.rawValue, while: "starting the PDF")
    }
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate(date))
    guard let cr = cairo_create(surface) else {
      throw CairoError(status: CAIRO_STATUS_NO_MEMORY.rawValue, while: "starting the PDF")
    }
    for (number, page) in pages.enumerated() {
      for item in page.items { draw(item, on: cr) }
      footer(page, number: number + 1, of: pages.count, on: cr)
      cairo_show_page(cr)
    }
    for bookmark in bookmarks {
      cairo_pdf_surface_add_outline(
        surface, Int32(CAIRO_PDF_OUTLINE_ROOT), bookmark.title,
        "dest='\(Self.escaped(bookmark.destination))'", cairo_pdf_outline_flags_t(rawValue: 0))
    }
    try finishDrawing(cr, on: surface, "PDF")
    return withExtendedLifetime(sink) { sink.data }
  }

  private func draw(_ item: PageItem, on cr: OpaquePointer) {
    // Text leaves a current point behind, which a path's first arc would join.
    cairo_new_path(cr)
    switch item {
    case .text(let layout, let x, let y, let color):
      setColor(cr, color)
      cairo_move_to(cr, x, y)
      pango_cairo_show_layout(cr, layout.pangoLayout)
    case .preview(let spec, let configuration, let look, let frame):
      renderers[look].paintPreview(spec, configuration, into: frame, picture: .alert, on: cr)
    case .box(let rect, let fill, let stroke, let radius):
      if radius > 0 {
        addRoundedRect(cr, rect, radius: radius, continuous: false)
      } else {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
      }
      if let fill {
        setColor(cr, fill)
        stroke == nil ? cairo_fill(cr) : cairo_fill_preserve(cr)
      }
      if let stroke {
        setColor(cr, stroke)
        cairo_set_line_width(cr, 0.75)
        cairo_stroke(cr)
      }
    case .marker(let severity, let frame):
      marker(severity, in: frame, on: cr)
    case .link(let destination, let frame):
      let attributes =
        "dest='\(Self.escaped(destination))' rect=[\(frame.x) \(frame.y) \(frame.width) \(frame.height)]"
      cairo_tag_begin(cr, CAIRO_TAG_LINK, attributes)
      cairo_tag_end(cr, CAIRO_TAG_LINK)
    case .destination(let name, let y):
      cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(Self.escaped(name))' x=0 y=\(max(0, y - 12))")
      cairo_tag_end(cr, CAIRO_TAG_DEST)
    }
  }

  /// A filled circle (suggestion), triangle (warning) or square (error): severity never by
  /// colour alone.
  private func marker(_ severity: Severity, in frame: Rect, on cr: OpaquePointer) {
    setColor(cr, ReviewLook.color(severity))
    switch severity {
    case .error:
      cairo_rectangle(cr, frame.x + 0.5, frame.y + 0.5, frame.width - 1, frame.height - 1)
    case .warning:
      cairo_move_to(cr, frame.midX, frame.y)
      cairo_line_to(cr, frame.maxX, frame.maxY)
      cairo_line_to(cr, frame.x, frame.maxY)
      cairo_close_path(cr)
    case .suggestion:
      cairo_arc(cr, frame.midX, frame.midY, frame.width / 2, 0, 2 * Double.pi)
    }
    cairo_fill(cr)
  }

  /// `Alert review` on the left, `3 / 14` on the right, under a hairline.
  private func footer(_ page: ReviewPage, number: Int, of count: Int, on cr: OpaquePointer) {
    let size = paper.size
    let y = size.height - ReviewLook.margin - 10
    setColor(cr, ReviewLook.rule)
    cairo_rectangle(cr, ReviewLook.margin, y - 6, size.width - 2 * ReviewLook.margin, 0.5)
    cairo_fill(cr)
    let left = text.line(page.footer, size: 8)
    let right = text.line("\(number) / \(count)", size: 8)
    draw(.text(left, x: ReviewLook.margin, y: y, color: ReviewLook.muted), on: cr)
    draw(
      .text(right, x: size.width - ReviewLook.margin - right.width, y: y, color: ReviewLook.muted),
      on: cr)
  }

  /// A value for a cairo tag attribute inside single quotes.
  static func escaped(_ value: String) -> String {
    value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
  }

  /// `2026-12-01T00:55:56Z`, the ISO 8601 form cairo takes.
  static func pdfDate(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
