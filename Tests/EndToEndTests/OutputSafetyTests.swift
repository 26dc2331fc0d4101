import Foundation
import Testing

/// Writers never leave their output folder, whatever links are planted in it, and every I/O
/// failure is a sentence naming the file, never an `NSError` dump.
@Suite(.serialized) struct OutputSafetyTests {
  static let titleOnly = Binary.root.appendingPathComponent("Examples/title-only.json").path
  static let examples = Binary.root.appendingPathComponent("Examples").path
  static let narrow = ["--device", "iphone-se", "--orientation", "portrait"]

  /// A scratch folder with `out/` and an empty `victim/` outside it.
  func scratch() throws -> (root: URL, out: URL, victim: URL) {
    let root = try Binary.temporaryFolder()
    let out = root.appendingPathComponent("out")
    let victim = root.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    return (root, out, victim)
  }

  func contents(_ folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }

  @Test func renderRefusesALinkedAlertFolderAndDrawsTheOthers() throws {
    let (root, out, victim) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      at: out.appendingPathComponent("title-only"), withDestinationURL: victim)
    let result = try Binary.run(["render", Self.examples, "--out", out.path] + Self.narrow)
    #expect(result.status == 2)
    #expect(contents(victim).isEmpty, "wrote through the link: \(contents(victim))")
    #expect(result.stderr.contains("title-only.json:"), "\(result.stderr)")
    #expect(result.stderr.contains("it is a symbolic link"), "\(result.stderr)")
    #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
    #expect(contents(out.appendingPathComponent("delete-photo-album")).count == 1)
  }

  @Test func galleryMakesALinkedAlertAnErrorCardAndPublishesTheRest() throws {
    let (root, out, victim) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      at: out.appendingPathComponent("title-only"), withDestinationURL: victim)
    let result = try Binary.run(
      ["gallery", Self.examples, "--out", out.path, "--device", "iphone-se"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(contents(victim).isEmpty, "wrote through the link: \(contents(victim))")
    let index = try String(
      contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("This alert could not be drawn"))
    #expect(index.contains("were not made"))
    #expect(index.contains("symbolic link"))
    #expect(
      FileManager.default.fileExists(
        atPath: out.appendingPathComponent("delete-photo-album/index.html").path))
  }

  @Test func snapshotRefusesALinkedReferenceFolder() throws {
    let (root, out, victim) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      at: out.appendingPathComponent("title-only"), withDestinationURL: victim)
    let result = try Binary.run(
      [
        "snapshot", Self.titleOnly, "--references", out.path, "--record", "all",
        "--report", root.appendingPathComponent("report").path,
      ] + Self.narrow)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(contents(victim).isEmpty, "wrote through the link: \(contents(victim))")
    #expect(result.stderr.contains("it is a symbolic link"), "\(result.stderr)")
  }

  @Test func aLinkInTheOutputFilesPlaceIsReplacedNotWrittenThrough() throws {
    let (root, out, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let secret = root.appendingPathComponent("secret.txt")
    try "keep me".write(to: secret, atomically: true, encoding: .utf8)
    let output = out.appendingPathComponent("lint.json")
    try FileManager.default.createSymbolicLink(at: output, withDestinationURL: secret)
    let result = try Binary.run(
      ["lint", Self.titleOnly, "--format", "json", "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOf: secret, encoding: .utf8) == "keep me")
    let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
  }

  @Test func anOutputFolderThatIsAFileIsOneSentence() throws {
    let (root, _, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("site")
    try "not a folder".write(to: file, atomically: true, encoding: .utf8)
    for command in ["render", "gallery"] {
      let result = try Binary.run([command, Self.examples, "--out", file.path] + Self.narrow)
      #expect(result.status == 2)
      let lines = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
      #expect(lines.count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("it is a file, not a folder"), "\(result.stderr)")
    }
  }

  @Test func aDanglingLinkInASpecFolderIsReported() throws {
    let (root, _, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let specs = root.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.titleOnly, toPath: specs.appendingPathComponent("title-only.json").path)
    try FileManager.default.createSymbolicLink(
      atPath: specs.appendingPathComponent("gone.json").path, withDestinationPath: "nowhere.json")
    let result = try Binary.run(["lint", specs.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("gone.json:1:1: error:"), "\(result.stderr)")
    #expect(result.stderr.contains("which does not exist"), "\(result.stderr)")
  }

  /// Whether this machine lets a process make its own mount namespace (`unshare`): true as
  /// root or with unprivileged user namespaces; false inside some containers and chroots,
  /// where the disk tests below are reported as skipped.
  static let mountNamespaces: Bool = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["--map-root-user", "--mount", "true"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  /// A full disk and a read-only disk, made for real: a 256 KiB tmpfs in a private mount
  /// namespace (`unshare`), so nothing outside the test sees it.
  @Test(
    .enabled(if: mountNamespaces, "needs a private mount namespace (unshare)"),
    arguments: [
      ("size=256k", "the disk is full; free some space and run again"),
      ("ro", "the file system is read-only"),
    ])
  func aFullOrReadOnlyDiskIsASentence(_ options: String, _ expected: String) throws {
    let (root, out, _) = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let script = """
      mount -t tmpfs -o size=256k tmpfs "$1" && mkdir "$1/site" && \
      { [ "$2" = ro ] && mount -o remount,ro "$1" || true; } && \
      exec "$3" render "$4" --out "$1/site" --device iphone-se,iphone-15 --format png,svg
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = [
      "--map-root-user", "--mount", "sh", "-c", script, "sh", out.path,
      options == "ro" ? "ro" : "rw", Binary.path, Self.examples,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2, "\(text)")
    #expect(text.contains(expected), "\(text)")
    #expect(text.contains("cannot write"), "\(text)")
    #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("Code="), "\(text)")
  }
}

/// `snapshot --prune` deletes only inside the references folder, never through a link in it.
@Suite(.serialized) struct PruneLinkTests {
  @Test func pruneNeverDeletesThroughALinkedFolder() throws {
    let root = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let references = root.appendingPathComponent("refs")
    let victim = root.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    // Files shaped like references of an alert that does not exist, behind a link.
    let planted = victim.appendingPathComponent("gone.iphone-se.portrait.light@2x.png")
    try Data([1, 2, 3]).write(to: planted)
    let arguments = [
      "snapshot", OutputSafetyTests.titleOnly, "--references", references.path,
      "--report", root.appendingPathComponent("report").path, "--device", "iphone-se",
      "--orientation", "portrait",
    ]
    _ = try Binary.run(arguments + ["--record", "missing"])
    try FileManager.default.createSymbolicLink(
      at: references.appendingPathComponent("gone"), withDestinationURL: victim)
    let result = try Binary.run(arguments + ["--record", "never", "--prune", "--yes"])
    #expect(FileManager.default.fileExists(atPath: planted.path), "\(result.stderr)")
    #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
  }
}
