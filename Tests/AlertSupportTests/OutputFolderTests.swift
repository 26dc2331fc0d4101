import Foundation
import Testing

@testable import AlertSupport

/// The output folder writer on a real file system: atomic writes, links refused, sentences.
@Suite struct OutputFolderTests {
  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesCreateFoldersAndLeaveNoTemporaryFiles() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = OutputFolder(root.appendingPathComponent("site").path)
    try folder.write(Data("one".utf8), to: "a/b/c.txt")
    try folder.write(Data("two".utf8), to: "a/b/c.txt")
    #expect(folder.contents(of: "a/b/c.txt") == Data("two".utf8))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("a/b"))
    #expect(files == ["c.txt"])
  }

  @Test(arguments: [
    "../escape.txt", "/etc/x", "a/../../x", "a//b", "", "a/", "./a", "..", ".", "a/../..",
  ])
  func pathsThatCouldLeaveTheFolderAreRefused(_ relative: String) throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = OutputFolder(root.appendingPathComponent("out").path)
    #expect(throws: OutputError.self) { try folder.check(relative) }
    #expect(throws: OutputError.self) { try folder.write(Data(), to: relative) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
  }

  @Test(arguments: ["index.html", "a/index.html", "..a/index.html", "a/b/c.png"])
  func plainRelativePathsAreAllowed(_ relative: String) throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = OutputFolder(root.path)
    try folder.check(relative)
    try folder.write(Data("x".utf8), to: relative)
    #expect(folder.contents(of: relative) == Data("x".utf8))
  }

  @Test func aLinkedFolderInsideIsRefusedAndALinkedFileIsReplaced() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try "secret".write(
      to: outside.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    let folder = OutputFolder(root.appendingPathComponent("out").path)
    try folder.create()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("linked"), withDestinationPath: outside.path)
    let error = #expect(throws: OutputError.self) {
      try folder.write(Data("x".utf8), to: "linked/new.txt")
    }
    #expect(error?.description.contains("it is a symbolic link") == true)
    #expect(folder.contents(of: "linked/secret.txt") == nil)
    #expect(throws: OutputError.self) { try folder.remove("linked/secret.txt") }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("file.txt"),
      withDestinationPath: outside.appendingPathComponent("secret.txt").path)
    #expect(folder.contents(of: "file.txt") == nil)
    try folder.write(Data("mine".utf8), to: "file.txt")
    #expect(
      try String(contentsOf: outside.appendingPathComponent("secret.txt"), encoding: .utf8)
        == "secret")
    #expect(folder.contents(of: "file.txt") == Data("mine".utf8))
  }

  /// The cleanup recognises exactly the names the writer makes.
  @Test func theWritersTemporaryNamesAreTheOnesLeftoverCleanupRemoves() {
    let made = LeftoverTemporaryFiles.temporaryName(for: "a.iphone-se.portrait.light@2x.png")
    #expect(made.hasPrefix(".a.iphone-se.portrait.light@2x.png.") && made.hasSuffix(".tmp"))
    #expect(LeftoverTemporaryFiles.matches(made))
    #expect(!LeftoverTemporaryFiles.matches("a.png") && !LeftoverTemporaryFiles.matches(".a.tmp"))
  }

  @Test(arguments: [
    (ENOSPC, "the disk is full; free some space and run again"),
    (EACCES, "permission denied; check the folder's permissions or choose another output folder"),
    (EROFS, "the file system is read-only; choose an output folder on a writable disk"),
    (ENAMETOOLONG, "the name is too long for the file system; use a shorter id or folder"),
  ])
  func errnoBecomesASentence(_ code: Int32, _ reason: String) {
    #expect(
      OutputError(code, writing: "site/x/x.png").description
        == "cannot write 'site/x/x.png': \(reason)")
  }

  @Test func foundationFileErrorsBecomeTheSameSentences() {
    let error = CocoaError(
      .fileWriteNoPermission,
      userInfo: [
        NSFilePathErrorKey: "site/x/x.png",
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)),
      ])
    #expect(
      ErrorSentence.of(error)
        == "cannot write 'site/x/x.png': permission denied; check the folder's permissions or "
        + "choose another output folder")
    let reading = CocoaError(
      .fileReadNoSuchFile,
      userInfo: [
        NSFilePathErrorKey: "specs/a.json",
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT)),
      ])
    #expect(ErrorSentence.of(reading).hasPrefix("cannot read 'specs/a.json': "))
    #expect(!ErrorSentence.of(reading).contains("Code="))
  }
}
