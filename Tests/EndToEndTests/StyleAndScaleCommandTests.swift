import Foundation
import Testing

/// `--style ios26` and `--scale native` through the built binary.
@Suite(.serialized) struct StyleAndScaleCommandTests {
  /// The layout dump's configurations for `arguments`.
  static func configurations(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try Binary.run(["layout"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    return alerts.flatMap { $0["configurations"] as? [[String: Any]] ?? [] }
  }

  @Test func nativeScaleGivesEachDeviceItsOwn() throws {
    let configurations = try Self.configurations([
      "Examples/title-only.json", "--device", "iphone-se,iphone-14,iphone-air,ipad-pro-13",
      "--orientation", "portrait", "--scale", "native",
    ])
    #expect(
      configurations.map { $0["device"] as? String } == [
        "iphone-se", "iphone-14", "iphone-air", "ipad-pro-13",
      ])
    #expect(configurations.map { $0["scale"] as? Int } == [2, 3, 3, 2])
    let screen = try #require(configurations[1]["screen"] as? [String: Double])
    #expect(screen == ["width": 390, "height": 844])
  }

  @Test func aBadScaleIsAUsageError() throws {
    let result = try Binary.run(["layout", "Examples/title-only.json", "--scale", "nativ"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--scale must be 1, 2, 3"), "\(result.stderr)")
  }

  @Test func ios26RendersAt322WithCapsulesAndNativeFileNames() throws {
    let configurations = try Self.configurations([
      "Examples/delete-photo-album.json", "--style", "ios26", "--device", "iphone-16-pro",
      "--orientation", "portrait",
    ])
    let alert = try #require(configurations.first?["alert"] as? [String: Double])
    #expect(alert["width"] == 322)
    #expect((configurations.first?["separators"] as? [Any])?.isEmpty == true)

    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try Binary.run([
      "render", "Examples/delete-photo-album.json", "--style", "ios26", "--out", out.path,
      "--device", "iphone-16-pro,ipad-10", "--orientation", "landscape", "--scale", "native",
    ])
    #expect(render.status == 0, "\(render.stderr)")
    for name in ["iphone-16-pro.landscape.light@3x", "ipad-10.landscape.light@2x"] {
      let file = out.appendingPathComponent(
        "delete-photo-album/delete-photo-album.\(name).png"
      ).path
      #expect(FileManager.default.fileExists(atPath: file), "missing \(file)")
    }
  }

  /// Snapshot references recorded with ios26 pass with ios26 and fail with the classic look;
  /// the gallery names the sheet in report.json.
  @Test func snapshotAndGalleryTakeTheIOS26Sheet() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs").path
    let only = [
      "Examples/title-only.json", "--references", refs, "--device", "iphone-se",
      "--orientation", "portrait", "--report", folder.appendingPathComponent("report").path,
    ]
    let environment = ["CI": "", "ALERT_PREVIEW_RECORD": "", "NO_COLOR": "1"]
    let record = try Binary.run(
      ["snapshot"] + only + ["--style", "ios26"], environment: environment)
    #expect(record.status == 1, "a recording run fails: \(record.stdout)")
    let verify = try Binary.run(
      ["snapshot"] + only + ["--style", "ios26"], environment: environment)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    let classic = try Binary.run(
      ["snapshot"] + only + ["--style", "ios", "--record", "never"], environment: environment)
    #expect(classic.status == 1, "the classic look differs: \(classic.stdout)")

    let out = folder.appendingPathComponent("gallery").path
    let gallery = try Binary.run([
      "gallery", "Examples/title-only.json", "--style", "ios26", "--out", out, "--device",
      "iphone-se", "--orientation", "portrait",
    ])
    #expect(gallery.status == 0, "\(gallery.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
    #expect(report["style"] as? String == "ios26")
  }
}
