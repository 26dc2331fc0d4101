import Foundation
import Testing

/// `make install` into a temporary prefix, and the binary copied alone: both find their style
/// sheets and lexicon from any folder, with `ALERT_PREVIEW_STYLES` unset.
@Suite(.serialized) struct InstallTests {
  /// A temporary folder with `Examples/nhs-log-out.json` and `delete-photo-album.json` in
  /// `work/`, and no `Styles` folder in it or above it.
  static func sandbox() throws -> URL {
    let folder = try Binary.temporaryFolder()
    var above = folder
    while above.path != "/" {
      above = above.deletingLastPathComponent()
      let styles = above.appendingPathComponent("Styles").path
      #expect(!FileManager.default.fileExists(atPath: styles), "\(styles) would be found")
    }
    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    for name in ["nhs-log-out.json", "delete-photo-album.json"] {
      try FileManager.default.copyItem(
        at: Binary.root.appendingPathComponent("Examples/" + name),
        to: work.appendingPathComponent(name))
    }
    return folder
  }

  /// Runs `make` in the repository with `arguments`; fails the test if make does.
  static func make(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["make", "--no-print-directory"] + arguments
    process.currentDirectoryURL = Binary.root
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "make \(arguments.joined(separator: " ")) failed")
  }

  /// `executable` run in `work`, as a user would: no `ALERT_PREVIEW_STYLES`, no rules URL.
  static func run(_ executable: URL, _ arguments: [String], in work: URL) throws -> Binary.Result {
    try Binary.run(
      arguments, in: work, environment: ["NO_COLOR": "1"], executable: executable.path,
      unset: ["ALERT_PREVIEW_STYLES", "ALERT_PREVIEW_RULES_URL"])
  }

  /// Checks that `executable` lints and renders the specs in `work` exactly as the checkout's
  /// binary does with the checkout's `Styles`, with `ios`, `ios26` and `nhs-app`.
  static func expectSameAsCheckout(_ executable: URL, work: URL) throws {
    for style in ["ios", "ios26", "nhs-app"] {
      let lint = try run(executable, ["lint", ".", "--style", style], in: work)
      let expected = try Binary.run(["lint", ".", "--style", style], in: work)
      #expect(lint.status == expected.status, "\(lint.stderr)")
      #expect(lint.stderr == expected.stderr)
      #expect(lint.stderr.contains("[cancel-label]"), "the lexicon was not found: \(lint.stderr)")
      let only = ["--device", "iphone-se", "--orientation", "portrait"]
      let render = try run(
        executable, ["render", ".", "--style", style, "--out", "mine-\(style)"] + only, in: work)
      #expect(render.status == 0, "\(render.stderr)")
      _ = try Binary.run(
        ["render", ".", "--style", style, "--out", "checkout-\(style)"] + only, in: work)
      let name = "nhs-log-out/nhs-log-out.iphone-se.portrait.light@2x.png"
      let mine = try Data(contentsOf: work.appendingPathComponent("mine-\(style)/" + name))
      let checkout = try Data(contentsOf: work.appendingPathComponent("checkout-\(style)/" + name))
      #expect(mine == checkout, "\(style): the render differs from the checkout's")
    }
  }

  @Test func anInstalledBinaryUsesTheInstalledData() throws {
    let folder = try Self.sandbox()
    defer { try? FileManager.default.removeItem(at: folder) }
    let prefix = folder.appendingPathComponent("prefix")
    let work = folder.appendingPathComponent("work")
    // The real Makefile target, with the debug binary: a release build would take minutes.
    try Self.make(["install", "PREFIX=\(prefix.path)", "BINARY=\(Binary.path)"])
    let installed = prefix.appendingPathComponent("bin/alert-preview")
    let styles = prefix.appendingPathComponent("share/alert-preview/Styles")
    for file in ["ios.xml", "nhs-app.xml", "style.rng", "lexicon/cancel.txt"] {
      #expect(FileManager.default.fileExists(atPath: styles.appendingPathComponent(file).path))
    }
    try Self.expectSameAsCheckout(installed, work: work)

    // A sheet added to the installed folder is found, through a symbolic link to the binary too.
    let house = try String(
      contentsOf: styles.appendingPathComponent("nhs-app.xml"), encoding: .utf8
    )
    .replacingOccurrences(of: "name=\"nhs-app\"", with: "name=\"house\"")
    try house.write(
      to: styles.appendingPathComponent("house.xml"), atomically: true, encoding: .utf8)
    let link = folder.appendingPathComponent("link-to-alert-preview")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: installed)
    let viaLink = try Self.run(link, ["lint", ".", "--style", "house"], in: work)
    #expect(viaLink.status == 1 || viaLink.status == 0, "\(viaLink.stderr)")
    #expect(viaLink.stderr.contains("[cancel-label]"), "\(viaLink.stderr)")

    // Rule help links name the installed rule reference.
    let sarif = try Self.run(installed, ["lint", ".", "--format", "sarif"], in: work)
    let reference = prefix.appendingPathComponent("share/doc/alert-preview/rules.md")
    #expect(sarif.stdout.contains(reference.absoluteString + "#"), "\(sarif.stdout.prefix(2000))")

    let unknown = try Self.run(installed, ["lint", ".", "--style", "nhs"], in: work)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains("looked in: \(styles.resolvingSymlinksInPath().path), built in;")
        || unknown.stderr.contains("looked in: \(styles.path), built in;"), "\(unknown.stderr)")
    #expect(
      unknown.stderr.contains("sheets found: house, ios, ios26, nhs-app"), "\(unknown.stderr)")

    try FileManager.default.removeItem(at: styles.appendingPathComponent("house.xml"))
    try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
    let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String }
    #expect(left?.sorted() == ["bin", "share", "share/doc"], "uninstall left \(left ?? [])")
  }

  @Test func aBinaryCopiedAloneUsesTheBuiltInData() throws {
    let folder = try Self.sandbox()
    defer { try? FileManager.default.removeItem(at: folder) }
    let work = folder.appendingPathComponent("work")
    let alone = folder.appendingPathComponent("alone/alert-preview")
    try FileManager.default.createDirectory(
      at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Binary.path), to: alone)
    try Self.expectSameAsCheckout(alone, work: work)

    let unknown = try Self.run(alone, ["render", ".", "--style", "iso", "--out", "x"], in: work)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no style sheet named 'iso'"), "\(unknown.stderr)")
    #expect(unknown.stderr.contains("looked in: built in; sheets found: ios, ios26, nhs-app"))
    #expect(unknown.stderr.contains("did you mean 'ios'?"), "\(unknown.stderr)")
  }
}
