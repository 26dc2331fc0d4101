import Foundation
import Testing

/// `--keyboard shown|none` through the built binary.
@Suite(.serialized) struct KeyboardCommandTests {
  /// The layout dump shows the keyboard by default and leaves it out with `--keyboard none`,
  /// whose renders are named `….no-keyboard@2x.png`.
  @Test func keyboardIsShownByDefaultAndNoneLeavesItOut() throws {
    let arguments = [
      "Examples/sign-in-password.json", "--device", "iphone-15", "--orientation", "portrait",
    ]
    let shown = try StyleAndScaleCommandTests.configurations(arguments)
    let keyboard = try #require(shown.first?["keyboard"] as? [String: Any])
    #expect(keyboard["kind"] as? String == "default")
    let frame = try #require(keyboard["frame"] as? [String: Double])
    #expect(frame["height"] == 335)
    let none = try StyleAndScaleCommandTests.configurations(arguments + ["--keyboard", "none"])
    #expect(none.first?["keyboard"] == nil)

    let out = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try Binary.run(["render"] + arguments + ["--keyboard", "none", "--out", out.path])
    #expect(render.status == 0, "\(render.stderr)")
    let file = out.appendingPathComponent(
      "sign-in-password/sign-in-password.iphone-15.portrait.light.no-keyboard@2x.png"
    ).path
    #expect(FileManager.default.fileExists(atPath: file), "missing \(file)")
  }

  @Test func aBadKeyboardIsAUsageError() throws {
    let result = try Binary.run(["layout", "Examples/title-only.json", "--keyboard", "hidden"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("--keyboard takes shown or none, not 'hidden'."), "\(result.stderr)")
  }
}
