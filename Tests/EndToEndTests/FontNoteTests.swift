import Foundation
import Testing

/// A drawing command says which family the alerts were set in: SF Pro when the machine has it,
/// else the stand-in, without failing.
@Suite struct FontNoteTests {
  /// Whether fontconfig knows SF Pro here (it is not distributed, so usually not).
  static let hasSFPro: Bool = {
    let result = try? Binary.run(
      ["-c", "fc-list : family | grep -i 'SF Pro'"], executable: "/bin/bash")
    return result?.status == 0
  }()

  @Test(arguments: ["render", "gallery", "review"])
  func theRunSaysWhichFamilyItUsed(_ command: String) throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent(command == "review" ? "review.pdf" : "out").path
    var arguments = [command, "Examples/delete-photo-album.json", "--out", out]
    if command != "review" { arguments += ["--device", "iphone-se"] }
    let result = try Binary.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let expected =
      Self.hasSFPro
      ? "\(command): fonts: set in SF Pro"
      : "\(command): fonts: set in Inter, standing in for SF Pro Text, SF Pro Display, SF Pro"
    #expect(result.stderr.contains(expected), "\(result.stderr)")
  }
}
