import Foundation
import Testing

/// `--backdrop FILE`, a spec's `backdrop` and `--chrome` through the built binary.
@Suite(.serialized) struct BackdropCommandTests {
  static let fixture = "Tests/AlertRenderTests/Fixtures/backdrop.png"

  /// The PNG `render` writes for delete-photo-album on an iPhone SE, portrait, light.
  static func render(_ extra: [String], spec: String = "Examples/delete-photo-album.json") throws
    -> (Binary.Result, Data?)
  {
    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Binary.run(
      ["render", spec, "--out", out.path, "--device", "iphone-se", "--orientation", "portrait"]
        + extra)
    let id = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
    let file = out.appendingPathComponent("\(id)/\(id).iphone-se.portrait.light@2x.png")
    return (result, FileManager.default.contents(atPath: file.path))
  }

  @Test func theOptionDrawsTheBackdropBehindEveryAlert() throws {
    let (plain, flat) = try Self.render([])
    let (result, drawn) = try Self.render(["--backdrop", Self.fixture])
    #expect(plain.status == 0 && result.status == 0, "\(result.stderr)")
    let flatPNG = try #require(flat)
    let backdropPNG = try #require(drawn)
    #expect(flatPNG != backdropPNG)
  }

  @Test func aMissingBackdropIsAUsageError() throws {
    let (result, drawn) = try Self.render(["--backdrop", "no-such-screen.png"])
    #expect(result.status == 2)
    #expect(drawn == nil)
    #expect(
      result.stderr.contains("--backdrop 'no-such-screen.png' does not exist (looked for "),
      "\(result.stderr)")
  }

  @Test func aSpecsBackdropIsReadBesideIt() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent(Self.fixture),
      to: folder.appendingPathComponent("screen.png"))
    let spec = folder.appendingPathComponent("with-screen.json")
    try Data(
      #"{"id": "with-screen", "title": "Saved", "buttons": [{"label": "OK", "role": "cancel"}], "backdrop": "screen.png"}"#
        .utf8
    ).write(to: spec)
    let (result, drawn) = try Self.render([], spec: spec.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(drawn != nil)

    try Data("not a png".utf8).write(to: folder.appendingPathComponent("screen.png"))
    let (refused, _) = try Self.render([], spec: spec.path)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "with-screen.json:1:101: error: 'backdrop' names 'screen.png', which is not a PNG"),
      "\(refused.stderr)")
  }

  /// The fixture's bytes changed by `edit`, written to a temporary file.
  static func damaged(_ edit: (inout [UInt8]) -> Void) throws -> (URL, URL) {
    let folder = try Binary.temporaryFolder()
    var bytes = [UInt8](try Data(contentsOf: Binary.root.appendingPathComponent(fixture)))
    edit(&bytes)
    let file = folder.appendingPathComponent("screen.png")
    try Data(bytes).write(to: file)
    return (folder, file)
  }

  /// A damaged or Xcode-crushed backdrop is named for what it is, with libpng's own words,
  /// never cairo's "out of memory" or a bare "not a PNG".
  @Test(arguments: [
    ("bad CRC", "is a damaged PNG (libpng: IHDR: CRC error); export the screenshot again"),
    ("truncated", "is a damaged PNG (libpng: the file ends before the image does"),
    ("CgBI", "is an Xcode-optimised (CgBI) PNG, which only Apple's tools read; export"),
  ])
  func aDamagedBackdropSaysWhatIsWrong(damage: String, sentence: String) throws {
    let (folder, file) = try Self.damaged { bytes in
      switch damage {
      case "bad CRC": bytes[29] ^= 0xFF  // IHDR's CRC: 8 signature + 4 length + 4 type + 13 data.
      case "truncated": bytes.removeLast(bytes.count / 2)
      default:
        // Xcode's pngcrush puts a CgBI chunk before IHDR.
        bytes.insert(
          contentsOf: [0, 0, 0, 4] + Array("CgBI".utf8) + [0x50, 0, 0x20, 6, 0, 0, 0, 0], at: 8)
      }
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, drawn) = try Self.render(["--backdrop", file.path])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(drawn == nil)
    #expect(result.stderr.contains("'\(file.path)' \(sentence)"), "\(result.stderr)")
    #expect(!result.stderr.contains("out of memory"), "\(result.stderr)")
  }

  @Test func chromeChangesTheRenderAndRefusesUnknownModes() throws {
    let (plain, flat) = try Self.render([])
    let (status, withStatus) = try Self.render(["--chrome", "status"])
    #expect(plain.status == 0 && status.status == 0, "\(status.stderr)")
    #expect(try #require(flat) != #require(withStatus))
    let (none, withNone) = try Self.render(["--chrome", "none"])
    #expect(none.status == 0)
    #expect(withNone == flat)
    let (bad, _) = try Self.render(["--chrome", "frame"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--chrome takes none, status or device, not 'frame'."))
  }

  @Test func theGalleryDrawsAgainWhenTheBackdropChanges() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("screen.png")
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent(Self.fixture), to: screen)
    func gallery() throws -> String {
      let result = try Binary.run([
        "gallery", "Examples/title-only.json", "--out", folder.appendingPathComponent("site").path,
        "--device", "iphone-se", "--orientation", "portrait", "--backdrop", screen.path,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout + result.stderr
    }
    #expect(try gallery().contains("rendered 2 configurations, reused 0"))
    #expect(try gallery().contains("rendered 0 configurations, reused 2"))
    // Another screenshot of another size at the same path.
    var bytes = try Data(contentsOf: screen)
    bytes.append(contentsOf: [0, 0, 0, 0])
    try bytes.write(to: screen)
    #expect(try gallery().contains("rendered 2 configurations, reused 0"))
  }
}
