import Foundation
import Testing

/// `alert-preview review` read back with poppler as a reader would: titles big enough to read,
/// an alert's pages each with content, findings only where the pack shows, looks side by side.
@Suite(.serialized) struct ReviewPagesTests {
  /// The bundled examples at Large and AX3 on the sheet's first device.
  static func examplesAtTwoSizes(in folder: URL) throws -> String {
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run(["review", "Examples", "--out", pdf, "--text-size", "L,AX3"])
    #expect(run.status == 0, "\(run.stderr)")
    return pdf
  }

  /// Each alert's pages: from its bookmark to the next one's (or the end).
  static func alertPages(_ pdf: String) throws -> [(title: String, pages: ClosedRange<Int>)] {
    let outline = try PDFTools.outline(pdf).filter { $0.title != "Summary" }
    let count = Int(try PDFTools.info(pdf)["Pages"] ?? "") ?? 0
    return outline.enumerated().map { index, item in
      let last = index + 1 < outline.count ? outline[index + 1].page - 1 : count
      return (item.title, item.page...last)
    }
  }

  /// Every preview's title (found as its first words starting a line below the page's
  /// heading) prints at 9 pt or more; the heading, set at
  /// 18 pt, gives the font's box height per point.
  @Test func titlesPrintAtNinePointsOrMore() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = try Self.examplesAtTwoSizes(in: folder)
    let lines = try PDFTools.lines(pdf)
    var measured = 0
    var smallest = Double.infinity
    for alert in try Self.alertPages(pdf) {
      let title = PDFTools.flattened(alert.title).split(separator: " ")
      let heading = try #require(lines[alert.pages.lowerBound - 1].first)
      let perPoint = heading.height / 18
      // Up to three words: "Turn on notifications?", not the button "Turn on appointment…".
      func start(_ line: PDFTools.Line) -> Int? {
        let words = line.text.split(separator: " ")
        let count = min(3, title.count, words.count)
        guard count >= min(2, title.count), words.prefix(count) == title.prefix(count) else {
          return nil
        }
        return count
      }
      let previews = alert.pages.flatMap { lines[$0 - 1] }.filter { line in
        line.yMin > heading.yMax && start(line) != nil
      }
      if !previews.isEmpty { measured += 1 }
      for line in previews {
        let points = (line.wordHeights.prefix(start(line) ?? 0).max() ?? 0) / perPoint
        smallest = min(smallest, points)
        #expect(points >= 9, "\(alert.title): '\(line.text)' at \(points) pt")
      }
    }
    #expect(measured >= 10, "the titles of most alerts are found as text")
    print("smallest preview title: \(smallest) pt")
  }

  /// No page of an alert holds only a notes box or only a "(continued)" heading, and the
  /// examples at two text sizes take 18 pages at most (26 before the previews were cut to the
  /// alert, on fewer pages).
  @Test func everyPageHasContent() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = try Self.examplesAtTwoSizes(in: folder)
    let lines = try PDFTools.lines(pdf)
    #expect(lines.count <= 18, "\(lines.count) pages")
    for alert in try Self.alertPages(pdf) {
      for page in alert.pages {
        let footer = lines[page - 1].filter { $0.yMin < 780 }
        let content = footer.filter {
          !$0.text.hasSuffix("(continued)") && $0.text != "Reviewer notes"
        }
        #expect(!content.isEmpty, "page \(page) of \(alert.title) holds no content")
      }
    }
  }

  /// The cover's index gives each alert the page its bookmark opens, in order, once the
  /// alerts take fewer pages than before.
  @Test func indexPagesMatchTheBookmarks() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = try Self.examplesAtTwoSizes(in: folder)
    let alerts = try Self.alertPages(pdf)
    let first = try #require(alerts.first?.pages.lowerBound)
    let cover = try PDFTools.run("pdftotext", ["-layout", "-l", "\(first - 1)", pdf, "-"])
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var rest = cover[...]
    var matched = 0
    for alert in alerts {
      let start = String(alert.title.prefix(16))
      guard let index = rest.firstIndex(where: { $0.hasPrefix(start) }) else { continue }
      #expect(rest[index].hasSuffix(" \(alert.pages.lowerBound)"), "\(rest[index])")
      matched += 1
      rest = rest[(index + 1)...]
    }
    #expect(matched >= alerts.count - 1, "\(matched) of \(alerts.count) alerts found on the cover")
  }

  /// The findings name only the device and text sizes the pack shows (before, they named
  /// iPhone 15 and iPhone 16 Pro), each configuration once.
  @Test func findingsNameOnlyWhatIsShown() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = try Self.examplesAtTwoSizes(in: folder)
    let text = try PDFTools.text(pdf)
    let places = text.components(separatedBy: "seen on ").dropFirst().map {
      String($0.prefix { $0 != "G" && $0 != "·" })
    }
    #expect(places.count >= 10, "\(places.count) findings name a configuration")
    for place in places {
      #expect(place.hasPrefix("iPhone SE (3rd generation): "), "\(place)")
      for other in ["iPhone 15", "iPhone 16", "iPad", "at AX5", "at xxxL"] {
        #expect(!place.contains(other), "\(place)")
      }
    }
  }

  /// `--style ios,ios26`: every alert's page shows both sheets' previews, each captioned.
  @Test func twoStylesSideBySide() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run([
      "review", "Examples/delete-photo-album.json", "Examples/title-only.json", "--out", pdf,
      "--style", "ios,ios26",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try PDFTools.text(pdf).contains("style sheets ios, ios26"))
    for alert in try Self.alertPages(pdf) {
      let text = try PDFTools.flattened(
        PDFTools.run(
          "pdftotext",
          ["-f", "\(alert.pages.lowerBound)", "-l", "\(alert.pages.upperBound)", pdf, "-"]))
      for look in ["light · ios ", "dark · ios ", "light · ios26", "dark · ios26"] {
        #expect(text.contains(look), "\(alert.title): no preview captioned '\(look)'")
      }
    }
  }
}
