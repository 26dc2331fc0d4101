import Foundation
import Testing

/// Action sheets through the built binary: rendered, laid out, linted; a bad `style` refused.
@Suite(.serialized) struct ActionSheetCommandTests {
  static let sheet = """
    {
      "id": "photo-options",
      "style": "actionSheet",
      "title": "Photo Options",
      "buttons": [
        {"label": "Delete Photo", "role": "destructive"},
        {"label": "Share"},
        {"label": "Cancel", "role": "cancel"}
      ]
    }
    """

  @Test func renderWritesTheSheetImage() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("sheet.json")
    try Self.sheet.write(to: spec, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let result = try Binary.run([
      "render", spec.path, "--out", out.path, "--device", "iphone-15", "--orientation",
      "portrait",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let image = out.appendingPathComponent(
      "photo-options/photo-options.iphone-15.portrait.light@2x.png")
    let data = try Data(contentsOf: image)
    // A PNG of the whole iPhone 15 screen at 2x: 786 × 1704 pixels.
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 786 && height == 1704)
  }

  @Test func layoutPrintsTheSheetGroups() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("sheet.json")
    try Self.sheet.write(to: spec, atomically: true, encoding: .utf8)
    let result = try Binary.run([
      "layout", spec.path, "--device", "iphone-15", "--orientation", "portrait",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let configuration = try Self.firstConfiguration(result.stdout)
    let sheet = try #require(configuration["sheet"] as? [String: Any])
    #expect(sheet["presentation"] as? String == "sheet")
    let cancel = try #require(sheet["cancelGroup"] as? [String: Double])
    #expect(cancel["height"] == 57 && cancel["width"] == 377)
  }

  /// iOS 26 without a source: a group of capsules as wide as the alert at the bottom, Cancel
  /// its last capsule (as a 2026 build draws it), and a note that its place is a guess.
  @Test func layoutUnderIOS26ShowsCancelLastAndSaysWhereUIKitPutsIt() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("sheet.json")
    try Self.sheet.write(to: spec, atomically: true, encoding: .utf8)
    let result = try Binary.run([
      "layout", spec.path, "--style", "ios26", "--device", "iphone-15", "--orientation",
      "landscape",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let configuration = try Self.firstConfiguration(result.stdout)
    let sheet = try #require(configuration["sheet"] as? [String: Any])
    #expect(sheet["presentation"] as? String == "sheet")
    #expect(sheet["cancelGroup"] == nil)
    #expect(sheet["hiddenCancel"] == nil)
    #expect((sheet["note"] as? String)?.contains("sourceRect") == true)
    let group = try #require(sheet["actionGroup"] as? [String: Double])
    // Landscape iPhone 15: 322 wide, centred in the 59…793 safe area, 21 above the bottom.
    #expect(group["width"] == 322 && group["x"] == 265)
    #expect(abs((group["y"] ?? 0) + (group["height"] ?? 0) - (393 - 21)) < 0.001)
    let buttons = try #require(configuration["buttons"] as? [[String: Any]])
    #expect(buttons.map { $0["label"] as? String } == ["Delete Photo", "Share", "Cancel"])
  }

  @Test func aBadStyleIsAnInputErrorAtItsLineAndColumn() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.json")
    try "{\"id\": \"bad\",\n  \"style\": \"sheet\"}"
      .write(to: spec, atomically: true, encoding: .utf8)
    let result = try Binary.run([
      "render", spec.path, "--out", folder.appendingPathComponent("out").path,
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "bad.json:2:12: error: unknown style 'sheet'; use alert or actionSheet"),
      "\(result.stderr)")
  }

  @Test func lintSkipsAlertRulesAndAsksForCancel() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("sheet.json")
    // Four actions, no title and no Cancel: buttons-max and title-required would fire on an alert.
    try """
    {"id": "share", "style": "actionSheet",
      "buttons": [{"label": "Copy"}, {"label": "Print"}, {"label": "Save"}, {"label": "Mail"}]}
    """.write(to: spec, atomically: true, encoding: .utf8)
    let result = try Binary.run(["lint", spec.path, "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result.stderr)")
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    let findings = alerts.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    let rules = Set(findings.compactMap { $0["rule"] as? String })
    #expect(rules.contains("sheet-cancel-missing"), "\(rules)")
    for alertRule in ["buttons-max", "buttons-count", "title-required", "home-dismissal"] {
      #expect(!rules.contains(alertRule), "\(alertRule) fired on an action sheet")
    }
  }

  /// The first configuration of the first alert in a layout dump.
  static func firstConfiguration(_ stdout: String) throws -> [String: Any] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    return try #require((alerts.first?["configurations"] as? [[String: Any]])?.first)
  }
}
