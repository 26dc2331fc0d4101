import Foundation
import Testing

/// What a save does to the file it writes: a symbolic link is written through to its target
/// when the target is served (and refused, with a sentence, when it is not), the file's mode is
/// kept, and a read-only file is never overwritten.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeSaveFileTests {
  static let edited =
    #"{"id": "shared-card", "title": "Remove this shared card?", "buttons": [{"label": "Remove", "role": "destructive"}, {"label": "Cancel", "role": "cancel"}]}"#
  static let original =
    #"{"id": "shared-card", "title": "Remove this card?", "buttons": [{"label": "Remove", "role": "destructive"}, {"label": "Cancel", "role": "cancel"}]}"#

  /// Saves `body` for `id` with the stamp the server gives now.
  static func save(_ server: ServeProcess, _ id: String, _ body: String) throws
    -> ServeProcess.Response
  {
    let stamp = try #require(try server.request("/alerts/\(id).json").json["stamp"] as? String)
    return try server.post("/alerts/\(id)/save?stamp=\(stamp)", body)
  }

  static func isLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }

  static func mode(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
  }

  @Test("A spec that is a link into another served folder is written through the link")
  func writesThroughALinkInsidePATH() throws {
    let root = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("app")
    let shared = root.appendingPathComponent("shared")
    for folder in [app, shared] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let target = shared.appendingPathComponent("card.json5")
    try Data(Self.original.utf8).write(to: target)
    let link = app.appendingPathComponent("card.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "../shared/card.json5")
    let server = try ServeProcess([app.path, shared.path])
    let saved = try Self.save(server, "shared-card", Self.edited)
    #expect(saved.status == 200, "\(saved.text)")
    #expect(Self.isLink(link.path), "the link was replaced by a file")
    let text = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
    #expect(text.contains("Remove this shared card?"), "the target did not get the edit: \(text)")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: app.path)
    #expect(leftovers == ["card.json"], "\(leftovers)")
  }

  @Test("A link to a file outside the served folders is refused with a sentence saying why")
  func refusesALinkOutsidePATH() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let outside = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let target = outside.appendingPathComponent("card.json")
    try Data(Self.original.utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("card.json"), withDestinationPath: target.path)
    let server = try ServeProcess([fixture.folder.path])
    let refused = try Self.save(server, "shared-card", Self.edited)
    #expect(refused.status == 403, "\(refused.text)")
    let error = refused.json["error"] as? String ?? ""
    #expect(
      error.contains("symbolic link to \(target.path)")
        && error.contains("outside the served folders"), "\(error)")
    #expect(Self.isLink(fixture.path("card.json")))
    #expect((try? String(contentsOf: target, encoding: .utf8)) == Self.original)
  }

  @Test("A saved spec keeps its mode", arguments: [0o600, 0o640, 0o664])
  func keepsTheMode(_ mode: Int) throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let file = fixture.path("title-only.json")
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
    let server = try ServeProcess([fixture.folder.path])
    let saved = try Self.save(server, "title-only", #"{"id": "title-only", "title": "Saved"}"#)
    #expect(saved.status == 200, "\(saved.text)")
    #expect(fixture.text("title-only.json").contains("Saved"))
    #expect(Self.mode(file) == mode, "mode \(String(Self.mode(file), radix: 8))")
  }

  @Test("A read-only spec is refused with a 403 and left as it is")
  func refusesAReadOnlyFile() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let file = fixture.path("title-only.json")
    let before = fixture.text("title-only.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
    let server = try ServeProcess([fixture.folder.path])
    let refused = try Self.save(server, "title-only", #"{"id": "title-only", "title": "Saved"}"#)
    #expect(refused.status == 403, "\(refused.text)")
    let error = refused.json["error"] as? String ?? ""
    #expect(error.contains("is read-only (mode 444)") && error.contains("chmod u+w"), "\(error)")
    #expect(fixture.text("title-only.json") == before)
    #expect(Self.mode(file) == 0o444)
  }
}
