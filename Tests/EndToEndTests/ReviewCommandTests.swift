import Foundation
import Testing

/// `alert-preview review`: the PDF review pack, read back with poppler as a reader would.
@Suite(.serialized) struct ReviewCommandTests {
  /// Three alerts with known titles, one of them Korean, one with a Yes/No pair.
  static let specs: [String: String] = [
    "leave":
      #"{"id": "leave", "title": "Leave this page?", "buttons": [{"label": "Yes"}, {"label": "No", "role": "cancel"}]}"#,
    "korean":
      #"{"id": "korean", "title": "사진을 삭제하시겠습니까?", "locale": "ko", "buttons": [{"label": "취소", "role": "cancel"}, {"label": "삭제", "role": "destructive"}]}"#,
    "album":
      #"{"id": "album", "title": "Delete “Vacation Photos”?", "message": "This album and its 128 photos will be deleted.", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}"#,
  ]

  private func writeSpecs(in folder: URL) throws -> URL {
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    for (id, text) in Self.specs {
      try text.write(
        to: specs.appendingPathComponent(id + ".json"), atomically: true, encoding: .utf8)
    }
    return specs
  }

  @Test func packHasTitlesFindingsBookmarksAndMetadata() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = try writeSpecs(in: folder)
    let pdf = folder.appendingPathComponent("out/review.pdf").path
    let run = try Binary.run(
      ["review", specs.path, "--out", pdf, "--title", "Checkout alerts"],
      environment: ["SOURCE_DATE_EPOCH": "1767225600"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == pdf + "\n")
    #expect(run.stderr.contains("review: 3 alerts"), "\(run.stderr)")

    let info = try PDFTools.info(pdf)
    #expect(info["Title"] == "Checkout alerts")
    #expect(info["Creator"]?.hasPrefix("alert-preview ") == true, "\(info)")
    #expect(info["CreationDate"]?.contains("2026") == true, "\(info)")
    #expect(Int(info["Pages"] ?? "") ?? 0 >= 4, "a cover and a page per alert: \(info)")

    let text = try PDFTools.text(pdf)
    for title in ["Leave this page?", "사진을 삭제하시겠습니까?", "Delete “Vacation Photos”?"] {
      #expect(text.contains(title), "missing title \(title)")
    }
    // Every finding lint reports is on its alert's page, word for word, with its rule.
    let lint = try Binary.run(["lint", specs.path, "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
    let findings = (report["alerts"] as? [[String: Any]] ?? []).flatMap {
      $0["findings"] as? [[String: Any]] ?? []
    }
    #expect(findings.contains { $0["rule"] as? String == "button-yes-no" })
    for finding in findings {
      let message = PDFTools.flattened(finding["message"] as? String ?? "")
      #expect(text.contains(message), "missing finding: \(message)")
      #expect(text.contains(finding["rule"] as? String ?? "?"))
    }
    #expect(text.contains("Reviewer notes"))
    #expect(text.contains("Most broken rules"))
    #expect(text.contains("1 January 2026"), "the cover's date is SOURCE_DATE_EPOCH's")

    // A bookmark per alert (and the summary), each on its alert's page, a named destination.
    let outline = try PDFTools.outline(pdf)
    #expect(outline.first?.title == "Summary" && outline.first?.page == 1, "\(outline)")
    for title in ["Leave this page?", "사진을 삭제하시겠습니까?", "Delete “Vacation Photos”?"] {
      let page = try #require(outline.first { $0.title == title }?.page, "no bookmark \(title)")
      let pageText = try PDFTools.flattened(
        PDFTools.run("pdftotext", ["-f", "\(page)", "-l", "\(page)", pdf, "-"]))
      #expect(pageText.hasPrefix(title), "bookmark \(title) is on page \(page): \(pageText)")
    }
    let bytes = try String(decoding: Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
    #expect(bytes.contains("/Outlines"))
    let destinations = try PDFTools.run("pdfinfo", ["-dests", pdf])
    for id in Self.specs.keys {
      #expect(destinations.contains("\"alert-\(id)\""), "\(destinations)")
    }
    #expect(bytes.contains("/Dest (alert-leave)"), "the index links to the alert pages")
  }

  @Test func previewsAreDrawnNotEmbedded() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run(
      ["review", "Examples/delete-photo-album.json", "--out", pdf, "--appearance", "light"])
    #expect(run.status == 0, "\(run.stderr)")
    let images = try PDFTools.run("pdfimages", ["-list", pdf])
    #expect(images.split(separator: "\n").count <= 2, "no raster images: \(images)")
    // The alert's own text, drawn by the painter, is text in the PDF: once per preview (its
    // portrait and landscape are drawn alike, so shown once) plus the page's heading and the
    // cover's index.
    let text = try PDFTools.text(pdf)
    let message = "This album and its 128 photos will be deleted from all your devices."
    #expect(text.contains(message))
    #expect(text.components(separatedBy: "Delete “Vacation Photos”?").count - 1 >= 3, "\(text)")
  }

  /// `--text-size` and `--locale` add a captioned group of previews per size and locale, as
  /// in the gallery.
  @Test func textSizesAndLocalesAreGroups() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run([
      "review", "Examples/delete-photo-album.json", "--out", pdf, "--text-size", "L,AX3",
      "--locale", "en-XA", "--appearance", "light",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let text = try PDFTools.text(pdf)
    #expect(text.contains("iPhone SE (3rd generation) · en-XA"), "\(text)")
    #expect(text.contains("iPhone SE (3rd generation) · text size AX3 · en-XA"), "\(text)")
    #expect(text.contains("at AX3 in en-XA"), "a measured finding names its configuration")
  }

  /// A preview whose text scrolls says so under it; the others do not.
  @Test func scrollingPreviewsAreMarked() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sentence = "This removes every photo, album and note you have kept here over the years."
    let spec = folder.appendingPathComponent("long.json")
    try
      #"{"id": "long", "title": "Delete everything?", "message": "\#(Array(repeating: sentence, count: 12).joined(separator: " "))", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}"#
      .write(to: spec, atomically: true, encoding: .utf8)
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run(["review", spec.path, "--out", pdf, "--appearance", "light"])
    #expect(run.status == 0, "\(run.stderr)")
    let text = try PDFTools.text(pdf)
    // Twelve sentences scroll in landscape on the iPhone SE, not in portrait.
    #expect(text.contains("Landscape · light · scrolls"), "\(text)")
    #expect(text.contains("Portrait · light") && !text.contains("Portrait · light · scrolls"))
  }

  @Test(arguments: [("a4", "595.276 x 841.89 pts (A4)"), ("letter", "612 x 792 pts (letter)")])
  func paperSizes(paper: String, size: String) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run([
      "review", "Examples/title-only.json", "--out", pdf, "--paper", paper, "--orientation",
      "portrait",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try PDFTools.info(pdf)["Page size"] == size)
  }

  @Test func badPaperIsAUsageError() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run(["review", "Examples", "--out", pdf, "--paper", "a5"])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("--paper takes a4 or letter, not 'a5'; did you mean 'a4'?"),
      "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: pdf))
  }

  @Test func examplesMakeACoverAndAPagePerAlert() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run(["review", "Examples", "--out", pdf])
    #expect(run.status == 0, "\(run.stderr)")
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Binary.root.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".json") }
    let pages = Int(try PDFTools.info(pdf)["Pages"] ?? "") ?? 0
    #expect(pages >= 1 + examples.count)
    let stray = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(stray == ["review.pdf"], "no temporary file is left: \(stray)")
  }

  /// A spec that cannot be read is an input error on the cover: exit 2, the PDF still written.
  @Test func inputErrorsStillWriteThePack() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = try writeSpecs(in: folder)
    try #"{"id": "broken", "title": "Oops", "buttons": [{"label": ""}]}"#.write(
      to: specs.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    let pdf = folder.appendingPathComponent("review.pdf").path
    let run = try Binary.run(["review", specs.path, "--out", pdf])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains(", 1 input error; "), "\(run.stderr)")
    let text = try PDFTools.text(pdf)
    #expect(text.contains("Input errors"))
    #expect(text.contains("broken.json"))
  }

  @Test func unwritableOutIsASentence() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    try Data().write(to: file)
    let run = try Binary.run([
      "review", "Examples/title-only.json", "--out", file.path + "/review.pdf",
    ])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("alert-preview: error: cannot write"), "\(run.stderr)")
    #expect(!run.stderr.contains("written to"), "nothing claims a PDF was written")
  }

  /// `gallery --review` writes the pack into the site and every page links to it.
  @Test func galleryLinksToTheReviewPack() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = try writeSpecs(in: folder)
    let site = folder.appendingPathComponent("site").path
    let run = try Binary.run([
      "gallery", specs.path, "--out", site, "--review", "--device", "iphone-se", "--format", "png",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try PDFTools.info(site + "/review.pdf")["Pages"].flatMap { Int($0) } ?? 0 >= 4)
    let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
    #expect(index.contains(#"<a href="review.pdf">Review PDF</a>"#))
    let page = try String(contentsOfFile: site + "/leave/index.html", encoding: .utf8)
    #expect(page.contains(#"<a href="../review.pdf">Review PDF</a>"#))

    // Without --review the bar has no such link.
    let plain = folder.appendingPathComponent("plain").path
    _ = try Binary.run(["gallery", specs.path, "--out", plain, "--device", "iphone-se"])
    let plainIndex = try String(contentsOfFile: plain + "/index.html", encoding: .utf8)
    #expect(!plainIndex.contains("review.pdf"))

    let shard = try Binary.run([
      "gallery", specs.path, "--out", plain, "--review", "--shard", "1/2",
    ])
    #expect(shard.status == 2)
    #expect(shard.stderr.contains("a shard cannot write it"), "\(shard.stderr)")
  }

  @Test func helpDescribesTheCommand() throws {
    let run = try Binary.run(["help", "review"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: alert-preview review [PATH...]"))
    #expect(run.stdout.contains("--paper a4|letter"))
  }
}
