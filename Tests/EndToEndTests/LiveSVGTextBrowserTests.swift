import AlertRender
import Foundation
import Testing

/// `render --svg-text live` drawn by a browser: the live text's ink sits where the outlines'
/// did, and the option is render's, its mistakes sentences.
@Suite(.serialized) struct LiveSVGTextBrowserTests {
  static let specs = """
    {"alerts": [
      {"id": "delete", "title": "Delete “Album” <now> & 'forever'?",
       "message": "Its photos will be deleted from all your devices, and this cannot be undone.",
       "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]},
      {"id": "options", "style": "actionSheet", "title": "Photo Options",
       "buttons": [{"label": "Share"}, {"label": "Duplicate"}, {"label": "Cancel", "role": "cancel"}]}
    ]}
    """

  static let configuration = [
    "--device", "iphone-se", "--orientation", "portrait", "--appearance", "light",
  ]

  /// The text blocks `layout` reports for alert `index`: name and frame in points.
  static func blocks(_ specs: URL, index: Int) throws -> [(String, [String: Double])] {
    let layout = try Binary.run(["layout", specs.path] + configuration)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    let configuration = try #require(
      (alerts[index]["configurations"] as? [[String: Any]])?.first)
    var blocks: [(String, [String: Double])] = []
    for key in ["title", "message"] {
      if let frame = (configuration[key] as? [String: Any])?["frame"] as? [String: Double] {
        blocks.append((key, frame))
      }
    }
    for button in configuration["buttons"] as? [[String: Any]] ?? [] {
      if let frame = (button["text"] as? [String: Any])?["frame"] as? [String: Double] {
        blocks.append((button["label"] as? String ?? "", frame))
      }
    }
    return blocks
  }

  /// The box (points) of the pixels in `frame` (points, widened by 4) that differ from the
  /// commonest colour there by more than 60 levels in a channel: the text's ink.
  static func ink(_ image: PNGImage, in frame: [String: Double]) -> (
    Double, Double, Double, Double
  )? {
    let x0 = Int(((frame["x"] ?? 0) - 4) * 2)
    let y0 = Int(((frame["y"] ?? 0) - 4) * 2)
    let x1 = min(image.width, Int(((frame["x"] ?? 0) + (frame["width"] ?? 0) + 4) * 2))
    let y1 = min(image.height, Int(((frame["y"] ?? 0) + (frame["height"] ?? 0) + 4) * 2))
    func pixel(_ x: Int, _ y: Int) -> [Int] {
      let i = (y * image.width + x) * 4
      return (0..<3).map { Int(image.rgba[i + $0]) }
    }
    var counts: [[Int]: Int] = [:]
    for y in y0..<y1 { for x in x0..<x1 { counts[pixel(x, y), default: 0] += 1 } }
    guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
    var box: (Int, Int, Int, Int)?
    for y in y0..<y1 {
      for x in x0..<x1 where zip(pixel(x, y), background).contains(where: { abs($0 - $1) > 60 }) {
        box =
          box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) }
          ?? (x, y, x + 1, y + 1)
      }
    }
    return box.map { (Double($0.0) / 2, Double($0.1) / 2, Double($0.2) / 2, Double($0.3) / 2) }
  }

  /// The SVG at `url` as Chromium draws it, at 2 pixels a point, also written to
  /// `.build/test-artifacts/live-svg-text/<name>` for a person to look at.
  static func screenshot(_ page: BrowserPage, _ url: URL, name: String) throws -> PNGImage {
    try page.navigate(url)
    let shot = try page.call(
      "Page.captureScreenshot",
      ["format": "png", "clip": ["x": 0, "y": 0, "width": 375, "height": 667, "scale": 2]],
      timeout: 30)
    guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw BrowserPipe.Failure(description: "Page.captureScreenshot returned no image.")
    }
    let artifacts = Binary.root.appendingPathComponent(".build/test-artifacts/live-svg-text")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try data.write(to: artifacts.appendingPathComponent(name))
    return try PNGImage(data: data)
  }

  @Test(
    "Live text is drawn where the outlines were",
    .chromium,
    .timeLimit(.minutes(2)))
  func liveTextInkSitsWhereTheOutlinesInkWas() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs.json")
    try Self.specs.write(to: specs, atomically: true, encoding: .utf8)
    for text in ["outlines", "live"] {
      let run = try Binary.run(
        [
          "render", specs.path, "--format", "svg", "--svg-text", text, "--out",
          folder.appendingPathComponent(text).path,
        ] + Self.configuration)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let browser = try BrowserPipe()
    defer { browser.quit() }
    let page = try BrowserPage(browser)
    try page.call(
      "Emulation.setDeviceMetricsOverride",
      ["width": 375, "height": 667, "deviceScaleFactor": 1, "mobile": false])
    for (index, id) in ["delete", "options"].enumerated() {
      let name = "\(id)/\(id).iphone-se.portrait.light@2x.svg"
      let outlines = try Self.screenshot(
        page, folder.appendingPathComponent("outlines/" + name), name: id + "-outlines.png")
      let live = try Self.screenshot(
        page, folder.appendingPathComponent("live/" + name), name: id + "-live.png")
      for (block, frame) in try Self.blocks(specs, index: index) {
        let place = "\(id) \(block) at \(frame)"
        guard let was = Self.ink(outlines, in: frame), let now = Self.ink(live, in: frame) else {
          Issue.record("\(place): no ink in one of the pictures")
          continue
        }
        // Same middle and same rows, within a point; the width may differ by SF Pro's
        // tracking, which the live text carries and Inter's outlines do not.
        #expect(abs((now.0 + now.2) / 2 - (was.0 + was.2) / 2) <= 1, "\(place): \(was) \(now)")
        #expect(abs(now.1 - was.1) <= 1 && abs(now.3 - was.3) <= 1, "\(place): \(was) \(now)")
        #expect(abs((now.2 - now.0) - (was.2 - was.0)) <= 10, "\(place): \(was) \(now)")
      }
    }
  }

  @Test func aBadValueIsAUsageErrorNamingTheChoices() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs.json")
    try Self.specs.write(to: specs, atomically: true, encoding: .utf8)
    let run = try Binary.run(
      ["render", specs.path, "--svg-text", "editable", "--out", folder.path] + Self.configuration)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("--svg-text takes outlines or live, not 'editable'."), "\(run.stderr)")
  }
}
