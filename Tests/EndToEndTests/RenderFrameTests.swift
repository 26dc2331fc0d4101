import AlertRender
import Foundation
import Testing

/// `render --frame alert`: the alert alone, at its own size, its pixels those of the whole
/// screen's picture, everything outside its outline transparent.
@Suite struct RenderFrameTests {
  static let specs = """
    {"alerts": [
      {"id": "delete", "title": "Delete “Album”?", "message": "Its photos will be deleted.",
       "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]},
      {"id": "options", "style": "actionSheet", "title": "Photo Options",
       "buttons": [{"label": "Share"}, {"label": "Cancel", "role": "cancel"}]}
    ]}
    """

  func render(_ folder: URL, _ extra: [String]) throws -> Binary.Result {
    let specs = folder.appendingPathComponent("specs.json")
    try Self.specs.write(to: specs, atomically: true, encoding: .utf8)
    return try Binary.run(
      [
        "render", specs.path, "--device", "iphone-se", "--orientation", "portrait",
        "--appearance", "light", "--format", "png,svg",
      ] + extra)
  }

  func image(_ folder: URL, _ name: String) throws -> PNGImage {
    try PNGImage(data: Data(contentsOf: folder.appendingPathComponent(name)))
  }

  func alpha(_ image: PNGImage, _ x: Int, _ y: Int) -> UInt8 {
    image.rgba[(y * image.width + x) * 4 + 3]
  }

  @Test func theAlertAloneIsTheScreensAlertWithATransparentSurround() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screenOut = folder.appendingPathComponent("screen").path
    let alertOut = folder.appendingPathComponent("alert").path
    #expect(try render(folder, ["--out", screenOut]).status == 0)
    let result = try render(folder, ["--out", alertOut, "--frame", "alert"])
    #expect(result.status == 0, "\(result.stderr)")
    let name = "delete/delete.iphone-se.portrait.light@2x.png"
    let screen = try image(URL(fileURLWithPath: screenOut), name)
    let alert = try image(URL(fileURLWithPath: alertOut), name)
    // The layout's alert frame: 270 × 140.5 pt at (52.5, 273.5) on the 375-pt screen.
    let layout = try Binary.run([
      "layout", folder.appendingPathComponent("specs.json").path, "--device", "iphone-se",
      "--orientation", "portrait", "--appearance", "light",
    ])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    let configuration = try #require((alerts[0]["configurations"] as? [[String: Any]])?.first)
    let frame = try #require(configuration["alert"] as? [String: Double])
    let (x, y) = (Int(frame["x", default: 0] * 2), Int(frame["y", default: 0] * 2))
    #expect(alert.width == Int(frame["width", default: 0] * 2))
    #expect(alert.height == Int((frame["height", default: 0] * 2).rounded(.up)))
    // The corners are outside the rounded outline; the middle is the screen's alert, pixel
    // for pixel, wherever the outline covers it.
    #expect(alpha(alert, 0, 0) == 0 && alpha(alert, alert.width - 1, alert.height - 1) == 0)
    #expect(alpha(alert, alert.width / 2, alert.height / 2) == 255)
    var covered = 0
    var differing = 0
    for row in 0..<alert.height {
      for column in 0..<alert.width where alpha(alert, column, row) == 255 {
        covered += 1
        let mine = (row * alert.width + column) * 4
        let theirs = ((y + row) * screen.width + x + column) * 4
        // One level of rounding where the corner's curve meets the straight edge, where
        // the outline covers a pixel all but a sliver.
        let apart = (0..<3).map { abs(Int(alert.rgba[mine + $0]) - Int(screen.rgba[theirs + $0])) }
        if apart.max() ?? 0 > 1 { differing += 1 }
      }
    }
    #expect(covered > alert.width * alert.height * 9 / 10)
    #expect(differing == 0, "\(differing) of \(covered) opaque pixels differ from the screen's")
    let svg = try String(
      contentsOfFile: alertOut + "/delete/delete.iphone-se.portrait.light@2x.svg",
      encoding: .utf8)
    #expect(svg.contains(#"width="270px""#), "\(svg.prefix(300))")
  }

  @Test func anActionSheetIsItsTwoGroupsWithNothingBetween() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("alert")
    #expect(try render(folder, ["--out", out.path, "--frame", "alert"]).status == 0)
    let sheet = try image(out, "options/options.iphone-se.portrait.light@2x.png")
    // As wide as the screen less two 8-pt margins; the 8-pt gap above the cancel group is
    // transparent, the groups are not.
    #expect(sheet.width == (375 - 16) * 2)
    let column = sheet.width / 2
    let alphas = (0..<sheet.height).map { alpha(sheet, column, $0) }
    let gap = alphas.indices.filter { alphas[$0] == 0 }
    #expect(gap.count == 16, "rows without the sheet: \(gap)")
    #expect(alphas.first == 255 && alphas.last == 255)
  }

  @Test func anUnknownFrameIsAUsageError() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try render(
      folder, ["--out", folder.appendingPathComponent("out").path, "--frame", "window"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--frame"), "\(result.stderr)")
  }
}
