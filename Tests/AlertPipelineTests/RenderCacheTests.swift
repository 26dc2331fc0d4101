import AlertLayout
import AlertRender
import AlertRun
import AlertSpec
import Foundation
import StyleSheet
import Testing

@testable import AlertPipeline

/// The render cache's key follows the drawing code: a build whose drawing sources differ has
/// another ``AlertRenderer/drawingVersion``, and every image is drawn again.
@Suite struct RenderCacheTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  let style: StyleSheet
  let specs: [AlertSpec]
  let configurations: [RenderConfiguration]
  let folder: String

  init() throws {
    style = try StyleSheetLoader.load(
      "ios", searchPaths: [Self.root.appendingPathComponent("Styles").path])
    specs =
      SpecLoader.load(
        text: """
          {"alerts": [
            {"id": "one", "title": "Leave one?", "buttons": [{"label": "Leave"}]},
            {"id": "two", "title": "Leave two?", "buttons": [{"label": "Leave"}]}
          ]}
          """
      ).alerts
    let device = try #require(style.devices.first { $0.id == "iphone-se" })
    configurations = RenderConfiguration.all(
      devices: [device], orientations: Orientation.allCases, appearances: [.light], scales: [2])
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("render-cache-\(UUID().uuidString)").path
  }

  /// Renders the two alerts with a cache of `drawingVersion`, saves it and returns
  /// how many configurations were drawn.
  func render(drawingVersion: String) throws -> Int {
    let cache = try RenderCache(
      folder: folder, style: style, formats: [.png], pngOptions: PNGOptions(),
      drawingVersion: drawingVersion)
    let outcome = RenderRun.run(
      specs, configurations: configurations, formats: [.png], style: style,
      pngOptions: PNGOptions(), folder: folder, jobs: 2, label: "test", cache: cache,
      sink: CollectingSink())
    #expect(outcome.failures.isEmpty)
    try cache.save()
    return outcome.items.filter { !$0.reused }.count
  }

  @Test func theBuildsDrawingVersionIsAHashOfTheDrawingSources() {
    let version = AlertRenderer.drawingVersion
    #expect(version.count == 64)
    #expect(version.allSatisfy { "0123456789abcdef".contains($0) })
  }

  @Test func anUnchangedDrawingVersionReusesEveryImage() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try render(drawingVersion: "a") == 4)
    #expect(try render(drawingVersion: "a") == 0)
  }

  @Test func anotherDrawingVersionDrawsEveryImageAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try render(drawingVersion: "a") == 4)
    #expect(try render(drawingVersion: "b") == 4)
    #expect(try render(drawingVersion: "b") == 0)
  }

  @Test func theCardPictureIsPartOfWhatIsReused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cards = CardPictures.slugs(configurations)
    #expect(cards == ["iphone-se.portrait.light@2x"])
    func run() throws -> RenderOutcome {
      let cache = try RenderCache(
        folder: folder, style: style, formats: [.png], pngOptions: PNGOptions(),
        drawingVersion: "a")
      let outcome = RenderRun.run(
        specs, configurations: configurations, formats: [.png], style: style,
        pngOptions: PNGOptions(), folder: folder, jobs: 2, label: "test", cache: cache,
        cards: cards, sink: CollectingSink())
      try cache.save()
      return outcome
    }
    let first = try run()
    let card = try #require(first.items.compactMap(\.card).first)
    #expect(FileManager.default.fileExists(atPath: card))
    #expect(try run().items.allSatisfy(\.reused))
    // A card picture replaced by hand is not the one the cache describes: drawn again.
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: card))
    let again = try run()
    #expect(again.items.filter { !$0.reused }.map(\.card) == [card])
  }

  /// Every field that changes the picture changes the render hash (a button disabled, the
  /// spec's tint, a popover without its arrow); where the spec file put them does not.
  @Test func whatIsDrawnIsInTheRenderHash() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = try RenderCache(
      folder: folder, style: style, formats: [.png], pngOptions: PNGOptions())
    let spec = specs[0]
    var disabled = spec
    disabled.buttons[0].disabled = true
    var tinted = spec
    tinted.tint = AlertTint(light: "#FFCC00", dark: "#FFCC00")
    var moved = spec
    moved.buttons[0].labelLocation = SourceLocation(file: "other.json", line: 9, column: 9)
    let hashes = [spec, disabled, tinted].map { cache.renderHash($0) }
    #expect(Set(hashes).count == 3)
    #expect(cache.renderHash(moved) == hashes[0])
  }
}
