import Foundation
import Testing

/// Hostile-input cases for the folder `serve` builds `/gallery/` in: another local user can
/// plant a folder under a predictable name in the shared temporary folder; the server must
/// build only into a private folder of its own, and clean up after itself, even after a crash.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeGalleryFolderTests {
  static let prefix = "alert-preview-serve-"

  /// The folders in `temporary` named like serve's.
  static func folders(in temporary: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
      .filter { $0.hasPrefix(prefix) }.sorted()
  }

  static func plant(_ name: String, in temporary: URL, page: String) throws -> URL {
    let folder = temporary.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
    try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
    return folder
  }

  @Test("The gallery is built in a fresh private folder, never in a planted one")
  func privateFolder() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let temporary = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let server = try ServeProcess(
      [fixture.path("title-only.json")], environment: ["TMPDIR": temporary.path])
    // The name the server used to build into, planted before the first request.
    let planted = try Self.plant(
      "\(Self.prefix)\(server.process.processIdentifier)-gallery", in: temporary,
      page: "<p>PLANTED</p>")
    let index = try server.request("/gallery/")
    #expect(index.status == 200 && index.text.contains("title-only"), "\(index.text.prefix(200))")
    #expect(!index.text.contains("PLANTED"))
    #expect(
      (try? String(contentsOf: planted.appendingPathComponent("index.html"), encoding: .utf8))
        == "<p>PLANTED</p>")
    let built = Self.folders(in: temporary).filter { $0 != planted.lastPathComponent }
    #expect(built.count == 1, "\(built)")
    let folder = temporary.appendingPathComponent(built.first ?? "none").path
    let attributes = try FileManager.default.attributesOfItem(atPath: folder)
    #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o700)
    #expect((attributes[.ownerAccountID] as? Int).map { UInt32($0) } == getuid())
    #expect(FileManager.default.fileExists(atPath: folder + "/index.html"))
    // Stopping removes the built folder, and nothing that is not its own.
    #expect(server.stop() == 0)
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(FileManager.default.fileExists(atPath: planted.path + "/index.html"))
  }

  @Test("The next start removes a killed server's folder, and only folders that are its own")
  func leftoversOfACrash() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let temporary = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let environment = ["TMPDIR": temporary.path]
    let crashed = try ServeProcess([fixture.path("title-only.json")], environment: environment)
    #expect(try crashed.request("/gallery/").status == 200)
    let left = Self.folders(in: temporary)
    #expect(left.count == 1, "\(left)")
    #expect(crashed.stop(signal: SIGKILL) == SIGKILL)
    #expect(Self.folders(in: temporary) == left, "the folder went away with the crash")

    // Not the next server's to remove: a live process's (the test's own), a link, a name that
    // is not serve's, and (as root) another user's folder of a dead process.
    let live = try Self.plant(
      "\(Self.prefix)\(getpid())-AbC123", in: temporary, page: "live")
    let elsewhere = try Self.plant("elsewhere", in: temporary, page: "elsewhere")
    let link = temporary.appendingPathComponent(
      "\(Self.prefix)\(crashed.process.processIdentifier)-link00")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
    let odd = try Self.plant("\(Self.prefix)not-a-pid", in: temporary, page: "odd")
    var others: URL?
    if getuid() == 0 {
      let folder = try Self.plant(
        "\(Self.prefix)\(crashed.process.processIdentifier)-Other1", in: temporary, page: "other")
      #expect(chown(folder.path, 65534, 65534) == 0)
      others = folder
    }

    let next = try ServeProcess([fixture.path("title-only.json")], environment: environment)
    let remaining = Self.folders(in: temporary)
    #expect(!remaining.contains(left[0]), "the crashed server's folder is still there")
    for kept in [live, link, odd] + (others.map { [$0] } ?? []) {
      #expect(remaining.contains(kept.lastPathComponent), "\(kept.lastPathComponent) was removed")
    }
    #expect(FileManager.default.fileExists(atPath: elsewhere.path + "/index.html"))
    #expect(try next.request("/gallery/").status == 200)
  }
}
