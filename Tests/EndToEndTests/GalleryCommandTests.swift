import Foundation
import Testing

/// `alert-preview gallery` on disk: the site's files, report.json and the render cache.
@Suite(.serialized) struct GalleryCommandTests {
  @Test func reRunAfterOneEditRendersOnlyThatAlert() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    for id in ["one", "two"] {
      try #"{"id": "\#(id)", "title": "Leave \#(id)?", "buttons": [{"label": "Leave"}]}"#
        .write(to: specs.appendingPathComponent(id + ".json"), atomically: true, encoding: .utf8)
    }
    let out = folder.appendingPathComponent("site").path
    let arguments = ["gallery", specs.path, "--out", out, "--device", "iphone-se", "-j", "2"]
    let first = try Binary.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr.contains("rendered 8 configurations, reused 0 unchanged"), "\(first.stderr)")
    for file in [
      "index.html", "rules.html", "report.json", "assets/gallery.css", "assets/gallery.js",
      "one/index.html", "one/one.iphone-se.landscape.dark@2x.png", ".alert-preview-cache.sqlite",
    ] {
      #expect(FileManager.default.fileExists(atPath: out + "/" + file), "missing \(file)")
    }
    let report = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
        as? [String: Any])
    let alerts = try #require(report["alerts"] as? [[String: Any]])
    #expect(alerts.map { $0["id"] as? String } == ["one", "two"])
    let images = try #require(alerts[0]["images"] as? [[String: Any]])
    #expect(images.count == 4)
    // PNG alone by default: the site shows PNGs; SVGs are asked for.
    #expect((images[0]["files"] as? [String])?.count == 1)

    let second = try Binary.run(arguments)
    #expect(
      second.stderr.contains("rendered 0 configurations, reused 8 unchanged"), "\(second.stderr)")

    try #"{"id": "two", "title": "Leave two now?", "buttons": [{"label": "Leave"}]}"#
      .write(to: specs.appendingPathComponent("two.json"), atomically: true, encoding: .utf8)
    let third = try Binary.run(arguments)
    #expect(
      third.stderr.contains("rendered 4 configurations, reused 4 unchanged"), "\(third.stderr)")
    let page = try String(contentsOfFile: out + "/two/index.html", encoding: .utf8)
    #expect(page.contains("Leave two now?"))

    // A deleted image is rendered again even though its hash still matches.
    try FileManager.default.removeItem(atPath: out + "/one/one.iphone-se.portrait.light@2x.png")
    let fourth = try Binary.run(arguments)
    #expect(
      fourth.stderr.contains("rendered 1 configuration, reused 7 unchanged"), "\(fourth.stderr)")
  }

  /// With `--format png,svg`, a configuration's SVG is the alert alone (270 points wide on an
  /// iPhone SE, not the screen's 375) with its text as `<text>` in named layers, beside the
  /// whole screen as PNG.
  @Test func aGallerysSVGIsTheAlertAloneWithLiveText() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try #"{"id": "one", "title": "Leave one?", "buttons": [{"label": "Leave"}]}"#
      .write(to: specs.appendingPathComponent("one.json"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("site").path
    let run = try Binary.run([
      "gallery", specs.path, "--out", out, "--device", "iphone-se", "--orientation", "portrait",
      "--appearance", "light", "--format", "png,svg",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let svg = try String(
      contentsOfFile: out + "/one/one.iphone-se.portrait.light@2x.svg", encoding: .utf8)
    #expect(svg.contains(#"width="270px""#), "\(svg.prefix(300))")
    #expect(svg.contains(#"<g id="title">"#) && svg.contains(">Leave one?</text>"))
    #expect(svg.contains(#"font-family="'SF Pro Text', 'SF Pro', Inter, sans-serif""#))
    let png = try Data(
      contentsOf: URL(fileURLWithPath: out + "/one/one.iphone-se.portrait.light@2x.png"))
    // The PNG's IHDR width: the whole screen, 375 points at 2x.
    #expect(png.count > 24 && png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 750)
    let page = try String(contentsOfFile: out + "/one/index.html", encoding: .utf8)
    #expect(page.contains(#"title="The alert alone, its text editable in Figma or Sketch""#))
  }

  /// The findings follow the chosen text sizes: an alert that fits at Large but scrolls at AX5
  /// is reported only when AX5 is drawn, and findings made at Large are not reused for AX5.
  @Test func findingsFollowTheTextSizes() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try #"""
    {"id": "long", "title": "Delete “Vacation Photos”?",
     "message": "This album and its 128 photos will be deleted from all your devices.",
     "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}
    """#.write(to: specs.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("site").path
    func rules(_ sizes: String) throws -> [String] {
      let run = try Binary.run([
        "gallery", specs.path, "--out", out, "--device", "iphone-se", "--appearance", "light",
        "--format", "png", "--text-size", sizes,
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let report = try #require(
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
      let alert = try #require((report["alerts"] as? [[String: Any]])?.first)
      return (alert["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleID"] as? String }
    }
    #expect(try !rules("L").contains("fits-without-scrolling"))
    #expect(try rules("L,AX5").contains("fits-without-scrolling"))
    let page = try String(contentsOfFile: out + "/long/index.html", encoding: .utf8)
    #expect(page.contains("at AX5"))
    #expect(page.contains("text scrolls"))
  }
}
