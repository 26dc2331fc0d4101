import Foundation
import Testing

@testable import AlertSpec

/// `backdrop`: a PNG beside the spec, checked on disk as the spec is read.
@Suite struct BackdropDecodingTests {
  /// The smallest valid PNG header: signature, then an IHDR of `width` × `height`.
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for word in [width, height] { bytes += withUnsafeBytes(of: word.bigEndian, Array.init) }
    bytes += [8, 2, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
  }

  /// Loads `text` as `specs/alert.json` in a folder that also holds `files`.
  func load(_ text: String, files: [String: Data] = [:]) throws -> (SpecLoadResult, String) {
    let folder = try TemporaryDirectory()
    for (name, data) in files { try folder.write("specs/" + name, data) }
    let file = try folder.write("specs/alert.json", text)
    return (SpecLoader.load(paths: [file]), file)
  }

  @Test func readsABackdropBesideTheSpec() throws {
    let (result, file) = try load(
      #"{"id": "a", "title": "T", "backdrop": "screens/home.png"}"#,
      files: ["screens/home.png": Self.pngHeader(width: 750, height: 1334)])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let spec = try #require(result.alerts.first)
    #expect(spec.backdrop == "screens/home.png")
    let folder = (file as NSString).deletingLastPathComponent
    #expect(BackdropFile.path(of: spec) == folder + "/screens/home.png")
  }

  @Test func aMissingBackdropIsAnErrorAtItsValue() throws {
    let (result, file) = try load("{\"id\": \"a\",\n  \"backdrop\": \"home.png\"}")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.alerts.isEmpty)
    #expect(diagnostic.location.line == 2 && diagnostic.location.column == 15)
    let folder = (file as NSString).deletingLastPathComponent
    #expect(
      diagnostic.message
        == "'backdrop' names 'home.png', which does not exist (looked for \(folder)/home.png); "
        + "give the path of a PNG screenshot of the app")
  }

  @Test func aFileThatIsNotAPNGIsRefused() throws {
    let (result, _) = try load(
      "{\"id\": \"a\", \"backdrop\": \"home.png\"}",
      files: ["home.png": Data("GIF89a, not a PNG at all".utf8)])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.location.line == 1 && diagnostic.location.column == 25)
    #expect(
      diagnostic.message
        == "'backdrop' names 'home.png', which is not a PNG; export the app screen as a PNG")
  }

  @Test func aFolderIsRefused() throws {
    let (result, _) = try load(
      "{\"id\": \"a\", \"backdrop\": \"screens\"}",
      files: ["screens/home.png": Self.pngHeader(width: 1, height: 1)])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.message.hasPrefix(
        "'backdrop' names 'screens', which is a folder, not a regular file"))
  }

  @Test func aDeviceIsRefused() throws {
    let (result, _) = try load("{\"id\": \"a\", \"backdrop\": \"/dev/zero\"}")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.message.hasPrefix(
        "'backdrop' names '/dev/zero', which is a character device, not a regular file"))
  }

  @Test func anOversizedPNGIsRefusedBeforeDecoding() throws {
    let (result, _) = try load(
      "{\"id\": \"a\", \"backdrop\": \"huge.png\"}",
      files: ["huge.png": Self.pngHeader(width: 100_000, height: 100_000)])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.message
        == "'backdrop' names 'huge.png', which is 100000×100000 pixels; a backdrop is limited "
        + "to 6000 pixels on a side (scale the screenshot down)")
  }

  @Test func aBackdropOfTheWrongTypeIsAnError() throws {
    let diagnostic = try #require(onlyDiagnostic(#"{"id": "a", "backdrop": 3}"#))
    #expect(
      diagnostic.message
        == "'backdrop' must be the path of a PNG screenshot of the app, relative to this spec, "
        + "found a number")
  }
}
