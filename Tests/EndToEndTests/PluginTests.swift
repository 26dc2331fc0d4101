import Foundation
import Testing

/// The command plugins, from a package that depends on alert-preview by path
/// (`Tests/Fixtures/PluginConsumer`), run by `swift package` as its users would. The first run
/// builds `alert-preview` for that package, in `.build/plugin-consumer` (about 35 s on a 2-core
/// machine, with one job so that the tests beside it keep their timings); later runs reuse it.
@Suite(.serialized, .timeLimit(.minutes(15))) struct PluginTests {
  static let consumer = Binary.root.appendingPathComponent("Tests/Fixtures/PluginConsumer")
  static let scratch = Binary.root.appendingPathComponent(".build/plugin-consumer")

  /// `swift package <options> <arguments>` on the consumer package, run from a temporary
  /// folder so that only the plugin can make `Specs` mean the package's folder.
  static func swiftPackage(_ arguments: [String]) throws -> Binary.Result {
    let elsewhere = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let options = [
      "package", "--package-path", consumer.path, "--scratch-path", scratch.path, "--jobs", "1",
      "--disable-sandbox",
    ]
    func run() throws -> Binary.Result {
      try Binary.run(
        ["swift"] + options + arguments, in: elsewhere, environment: ["NO_COLOR": "1"],
        executable: "/usr/bin/env", unset: ["ALERT_PREVIEW_STYLES", "ALERT_PREVIEW_RULES_URL"])
    }
    // `swift package` itself has been seen to crash in libdispatch while exiting after a plugin
    // failed, under a loaded machine, losing the plugin's relayed output; that is SwiftPM's
    // crash, not the plugin's, so it gets one more try. Any other failure counts at once.
    let first = try run()
    return first.stderr.contains("*** Program crashed") ? try run() : first
  }

  /// The findings the binary itself prints for the consumer's specs, one line each.
  static func expectedFindings() throws -> [String] {
    let direct = try Binary.run(["lint", "Specs"], in: consumer, environment: ["NO_COLOR": "1"])
    let lines = direct.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Specs/nhs-log-out.json:") && $0.hasSuffix("]") })
    return lines
  }

  @Test func lintRunsWithoutWritePermission() throws {
    let result = try Self.swiftPackage(["alert-preview-lint", "Specs"])
    let output = result.stdout + result.stderr
    for line in try Self.expectedFindings() {
      #expect(output.contains(line), "missing \(line) in \(output)")
    }
    // An error-level finding fails the run, as `alert-preview lint` does.
    #expect(result.status != 0)
    #expect(output.contains("alert-preview lint exited with status 1"), "\(output)")
  }

  @Test func theMainVerbAsksToWriteAndThenRunsAnyCommand() throws {
    let refused = try Self.swiftPackage(["alert-preview", "lint", "Specs"])
    #expect(refused.status != 0)
    #expect(
      (refused.stdout + refused.stderr).contains("--allow-writing-to-package-directory"),
      "\(refused.stderr)")

    let allowed = try Self.swiftPackage([
      "--allow-writing-to-package-directory", "alert-preview", "lint", "Specs",
    ])
    for line in try Self.expectedFindings() {
      #expect((allowed.stdout + allowed.stderr).contains(line), "missing \(line)")
    }

    // A relative --out is a folder of the package (under its ignored .build).
    let out = ".build/plugin-test-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(at: Self.consumer.appendingPathComponent(out)) }
    let render = try Self.swiftPackage([
      "--allow-writing-to-package-directory", "alert-preview", "render", "Specs", "--out", out,
      "--device", "iphone-se", "--orientation", "portrait",
    ])
    #expect(render.status == 0, "\(render.stderr)")
    let image = Self.consumer.appendingPathComponent(
      out + "/nhs-log-out/nhs-log-out.iphone-se.portrait.light@2x.png")
    let bytes = try Data(contentsOf: image)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG: \(image.path)")
  }
}
