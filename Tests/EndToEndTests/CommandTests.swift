import Foundation
import Testing

/// The built binary on real inputs: files written, output printed, exit codes.
@Suite(.serialized) struct CommandTests {
  @Test func renderWritesEveryExpectedFile() throws {
    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Binary.run(["render", "Examples", "--out", out.path, "--format", "png,svg"])
    #expect(result.status == 0, "\(result.stderr)")
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Binary.root.appendingPathComponent("Examples").path
    )
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    #expect(examples.count >= 11)
    for id in examples {
      for device in ["iphone-se", "iphone-15", "iphone-15-pro-max"] {
        for orientation in ["portrait", "landscape"] {
          for format in ["png", "svg"] {
            let file = out.appendingPathComponent(
              "\(id)/\(id).\(device).\(orientation).light@2x.\(format)"
            ).path
            #expect(FileManager.default.fileExists(atPath: file), "missing \(file)")
          }
        }
      }
    }
    let stray =
      FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".tmp") } ?? []
    #expect(stray.isEmpty)
  }

  @Test func layoutPrintsTheDocumentedJSON() throws {
    let result = try Binary.run([
      "layout", "Examples/delete-photo-album.json", "--device", "iphone-se", "--orientation",
      "portrait",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    #expect(alerts.count == 1)
    let configurations = try #require(alerts[0]["configurations"] as? [[String: Any]])
    #expect(configurations.count == 1)
    let alert = try #require(configurations[0]["alert"] as? [String: Double])
    #expect(alert["width"] == 270)
    let buttons = try #require(configurations[0]["buttons"] as? [[String: Any]])
    #expect(buttons.map { $0["label"] as? String } == ["Cancel", "Delete"])
    #expect(configurations[0]["stacked"] as? Bool == false)
  }

  @Test func aBadFileBesideAGoodOneIsReportedAndTheGoodOneRendered() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"id": "fine", "title": "Leave this area?", "buttons": [{"label": "Leave"}]}"#
      .write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try "{\"id\": \"broken\",\n  \"title\": \"Oops\" \"buttons\": []}"
      .write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let result = try Binary.run(["render", folder.path, "--out", out.path, "--device", "iphone-se"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("b.json:2:19: error:"), "\(result.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("fine/fine.iphone-se.portrait.light@2x.png").path))
  }

  @Test(arguments: [
    (["render"], "give at least one spec"),
    (["render", "Examples", "--scale", "4"], "--scale must be 1, 2, 3"),
    (["render", "Examples", "--device", "iphone-s"], "did you mean 'iphone-se'"),
    (["rendr"], "did you mean 'render'"),
    (["render", "Examples", "--colour"], "unknown option --colour"),
    (["render", "Examples", "--style", "no-such-sheet"], "no-such-sheet"),
  ])
  func usageErrorsExitWith2AndSaySo(arguments: [String], message: String) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.lowercased().contains(message.lowercased()), "\(result.stderr)")
  }

  @Test func noArgumentRunRendersTheExamplesFromTheRepositoryRoot() throws {
    // Run in a copy of the repository's inputs so the real Output/ is left alone.
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples"),
      to: folder.appendingPathComponent("Examples"))
    let result = try Binary.run([], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let index = folder.appendingPathComponent("Output/index.html")
    #expect(result.stdout.contains(index.path))
    let html = try String(contentsOf: index, encoding: .utf8)
    // The index shows the small card picture; the alert's page the full-size previews.
    #expect(html.contains("nhs-log-out/nhs-log-out.iphone-se.portrait.light@2x.card.png"))
    let alertPage = try String(
      contentsOf: folder.appendingPathComponent("Output/nhs-log-out/index.html"), encoding: .utf8)
    #expect(alertPage.contains("../nhs-log-out/nhs-log-out.iphone-se.landscape.dark@2x.png"))
  }

  @Test func helpListsTheCommands() throws {
    let result = try Binary.run(["help"])
    #expect(result.status == 0)
    for command in ["render", "layout", "gallery"] { #expect(result.stdout.contains(command)) }
  }
}
