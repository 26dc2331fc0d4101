import Foundation
import Testing

/// One version, from `scripts/version.sh` at build time, everywhere the tool names itself:
/// `--version`, SARIF's `tool.driver.version`, the gallery's footer and the review pack's cover.
@Suite struct VersionTests {
  /// Runs `sh script arguments` in `folder`; its standard output, trimmed.
  static func sh(_ script: String, _ arguments: [String] = [], in folder: URL) throws -> String {
    let result = try Binary.run(
      [script] + arguments, in: folder, executable: "/bin/sh")
    #expect(result.status == 0, "\(script): \(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func everyOutputNamesTheBuildsVersion() throws {
    let printed = try Binary.run(["--version"]).stdout
    let version = try #require(
      printed.hasPrefix("alert-preview ") ? String(printed.dropFirst(14).dropLast()) : nil,
      "\(printed)")
    // The script gives the same now, unless files were changed or committed since the build.
    let now = try Self.sh("scripts/version.sh", in: Binary.root)
    #expect(
      now == version || now == version + "-dirty" || now + "-dirty" == version,
      "built as \(version), the script says \(now)")

    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = Binary.root.appendingPathComponent("Examples/nhs-log-out.json").path
    let sarif = try Binary.run(["lint", spec, "--format", "sarif"], in: folder)
    let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
    let driver = ((log?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]
    #expect(
      (driver as? [String: Any])?["version"] as? String == version, "\(sarif.stdout.prefix(400))")

    let gallery = try Binary.run(
      ["gallery", spec, "--out", "site", "--device", "iphone-se", "--orientation", "portrait"],
      in: folder)
    #expect(gallery.status == 0 || gallery.status == 1, "\(gallery.stderr)")
    let index = try String(
      contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
    #expect(index.contains("Made by alert-preview \(version) with the style sheet"))

    let pdf = folder.appendingPathComponent("review.pdf").path
    let review = try Binary.run(
      ["review", spec, "--out", pdf, "--device", "iphone-se", "--orientation", "portrait"],
      in: folder)
    #expect(review.status == 0 || review.status == 1, "\(review.stderr)")
    #expect(try PDFTools.text(pdf).contains("alert-preview \(version)"))
  }

  /// `scripts/version.sh` with `VERSION` in a repository of its own, through its cases.
  @Test func theScriptFollowsGitDescribe() throws {
    let repository = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: repository) }
    let scripts = repository.appendingPathComponent("scripts")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("scripts/version.sh"),
      to: scripts.appendingPathComponent("version.sh"))
    try "0.4.0\n".write(
      to: repository.appendingPathComponent("VERSION"), atomically: true, encoding: .utf8)
    let version = { try Self.sh("scripts/version.sh", in: repository) }
    #expect(try version() == "0.4.0", "not a git checkout: VERSION alone")

    let git = { (arguments: [String]) throws -> String in
      try Self.sh(
        "-c", ["git -c user.name=t -c user.email=t@example.org \"$@\"", "git"] + arguments,
        in: repository)
    }
    _ = try git(["init", "-q"])
    _ = try git(["add", "."])
    _ = try git(["commit", "-q", "-m", "one"])
    let first = try git(["rev-parse", "--short=7", "HEAD"])
    #expect(try version() == "0.4.0-1-g\(first)", "no tag: VERSION, the count, the commit")
    try "0.4.1\n".write(
      to: repository.appendingPathComponent("VERSION"), atomically: true, encoding: .utf8)
    #expect(try version() == "0.4.1-1-g\(first)-dirty")
    _ = try git(["commit", "-q", "-am", "two"])
    _ = try git(["tag", "v0.4.1"])
    #expect(try version() == "0.4.1", "on a tag")
    _ = try git(["commit", "-q", "--allow-empty", "-m", "three"])
    let third = try git(["rev-parse", "--short=7", "HEAD"])
    #expect(try version() == "0.4.1-1-g\(third)", "after a tag: git describe")

    let output = repository.appendingPathComponent("generated")
    _ = try Self.sh("scripts/version.sh", ["--swift", output.path], in: repository)
    let swift = try String(
      contentsOf: output.appendingPathComponent("AlertPreviewVersion+Current.swift"),
      encoding: .utf8)
    #expect(swift.contains("package static let current = \"0.4.1-1-g\(third)\""), "\(swift)")
  }
}
