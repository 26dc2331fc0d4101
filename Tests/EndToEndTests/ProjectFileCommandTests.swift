import Foundation
import Testing

/// A repository with `.alert-preview.yml` at its root: commands given no path do the
/// project's work from any folder in it, `config` says where each value came from, and a
/// mistake in the file stops every command at its place.
@Suite struct ProjectFileCommandTests {
  /// A project: the examples in `Alerts/` (the NHS ones in `Alerts/drafts/`), a project file
  /// and an empty `App/` to run from.
  func project(_ settings: String) throws -> URL {
    let root = try Binary.temporaryFolder()
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples"),
      to: root.appendingPathComponent("Alerts"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try settings.write(
      to: root.appendingPathComponent(".alert-preview.yml"), atomically: true, encoding: .utf8)
    return root
  }

  static let settings = """
    # the team's settings
    include: [Alerts]
    exclude: ["Alerts/nhs-*.json"]
    style: ios26
    devices: iphone-se
    orientations: [portrait]
    appearances: [light, Dark]
    rules:
      button-case: "off"
      cancel-label: error
    out: build/previews

    """

  @Test func renderWithNoPathDoesTheProjectsWork() throws {
    let root = try project(Self.settings)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Binary.run(["render"], in: root.appendingPathComponent("App"))
    #expect(run.status == 0, "\(run.stderr)")
    let out = root.appendingPathComponent("build/previews")
    let alerts = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(!alerts.isEmpty)
    #expect(!alerts.contains { $0.hasPrefix("nhs-") }, "excluded specs were drawn: \(alerts)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("title-only").path)
    #expect(
      Set(files) == [
        "title-only.iphone-se.portrait.light@2x.png", "title-only.iphone-se.portrait.dark@2x.png",
      ])
  }

  @Test func flagsOverrideTheFile() throws {
    let root = try project(Self.settings)
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("flags")
    let run = try Binary.run(
      ["render", "--appearance", "light", "--out", out.path], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("title-only").path)
    #expect(files == ["title-only.iphone-se.portrait.light@2x.png"])
  }

  /// The file's rule levels change the findings: a rule switched off finds nothing, and a
  /// rule made an error fails the run.
  @Test func lintReadsTheRules() throws {
    let root = try project(Self.settings)
    defer { try? FileManager.default.removeItem(at: root) }
    let plain = try Binary.run(
      ["lint", "--format", "json", "--config", "none", "--style", "ios26", "Alerts"], in: root)
    let project = try Binary.run(["lint", "--format", "json"], in: root)
    #expect(project.status != 2, "\(project.stderr)")
    #expect(plain.stdout.contains("\"rule\" : \"button-case\""))
    #expect(plain.stdout.contains("nhs-log-out"))
    #expect(!project.stdout.contains("button-case\""))
    #expect(!project.stdout.contains("nhs-log-out"))
  }

  @Test func configSaysWhereEachValueCameFrom() throws {
    let root = try project(Self.settings)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Binary.run(
      ["config", "--orientation", "landscape"], in: root.appendingPathComponent("App"))
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix("/.alert-preview.yml"))
    func row(_ key: String) -> String { lines.first { $0.hasPrefix(key + " ") } ?? "" }
    #expect(row("style").contains("ios26") && row("style").contains(".alert-preview.yml:4:8"))
    #expect(
      row("orientations").contains("landscape") && row("orientations").contains("--orientation"))
    #expect(row("chrome").hasSuffix("default"))
    #expect(row("rules").contains("cancel-label: error"))
  }

  @Test func aMistakeInTheFileStopsEveryCommandAtItsPlace() throws {
    let root = try project("style: ios\ndevice: [iphone-se]\n")
    defer { try? FileManager.default.removeItem(at: root) }
    for command in ["render", "lint", "gallery", "config"] {
      let run = try Binary.run([command], in: root)
      #expect(run.status == 2, "\(command)")
      #expect(
        run.stderr.contains(
          ".alert-preview.yml:2:1: error: unknown key 'device'; did you mean 'devices'?"),
        "\(command): \(run.stderr)")
    }
  }

  /// `serve` with no path serves what the project includes, on the project's sheet.
  @Test func serveReadsTheProject() throws {
    let root = try project(Self.settings)
    defer { try? FileManager.default.removeItem(at: root) }
    let server = try ServeProcess([], in: root.appendingPathComponent("App"))
    defer { _ = server.stop() }
    let index = try server.request("/")
    #expect(index.status == 200)
    #expect(index.text.contains("href=\"/alerts/title-only\""))
    #expect(!index.text.contains("href=\"/alerts/nhs-log-out\""), "an excluded spec is served")
    let image = try server.request("/render/title-only.png")
    #expect(image.status == 200 && image.contentType == "image/png")
  }
}
