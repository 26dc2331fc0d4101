import Foundation
import Testing

/// Save changes only what was edited: every alert of `Examples/` and of the hostile corpus,
/// loaded and posted back unchanged as the page does, leaves its file byte-identical, and an
/// edit changes only the text of the value edited.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeSaveRoundTripTests {
  /// A copy of `Examples/` (with its catalog) and the hostile corpus in one folder.
  static func corpus() throws -> URL {
    let folder = try Binary.temporaryFolder()
    let examples = Binary.root.appendingPathComponent("Examples")
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    for (name, text) in HostileSpecs.markup.merging(
      HostileSpecs.written, uniquingKeysWith: { a, _ in a })
    {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// Every file's bytes under `folder`, by name.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[name] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// The served alert ids, from the index's links.
  static func ids(_ server: ServeProcess) throws -> [String] {
    let index = try server.request("/").text
    let links = index.matches(of: /href="\/alerts\/([a-z0-9-]+)"/).map { String($0.output.1) }
    return Array(Set(links)).sorted()
  }

  /// Saves the alert `id` with its document's spec put through `change`, as the page does.
  @discardableResult
  static func save(
    _ server: ServeProcess, _ id: String, _ change: (inout [String: Any]) -> Void = { _ in }
  ) throws -> ServeProcess.Response {
    let document = try server.request("/alerts/\(id).json").json
    let stamp = try #require(document["stamp"] as? String)
    let text = try #require(document["spec"] as? String)
    var body = text
    var spec = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let before = NSDictionary(dictionary: spec)
    change(&spec)
    if !before.isEqual(to: spec) {
      body = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
    }
    return try server.post("/alerts/\(id)/save?stamp=\(stamp)", body)
  }

  @Test("An unchanged save leaves every file of the examples and the hostile corpus as it was")
  func unchangedSaveKeepsEveryFile() throws {
    let folder = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Self.snapshot(folder)
    let server = try ServeProcess([folder.path])
    let ids = try Self.ids(server)
    for id in [
      "hostile-script", "hostile-attribute", "json5-one", "json5-two", "bom-crlf", "bidi",
      "keyed-preferred", "sheet-with-rect", "delete-album-translated", "sign-in-password",
    ] {
      #expect(ids.contains(id), "\(id) is not served: \(ids)")
    }
    let index = try server.request("/").text
    #expect(!index.contains("error:"), "the corpus has input errors: \(index.prefix(3000))")
    for id in ids {
      let saved = try Self.save(server, id)
      #expect(saved.status == 200, "\(id): \(saved.text)")
    }
    let after = try Self.snapshot(folder)
    for (name, data) in before {
      #expect(
        after[name] == data,
        "\(name) changed:\n\(String(decoding: after[name] ?? Data(), as: UTF8.self))")
    }
    #expect(
      Set(after.keys) == Set(before.keys),
      "files added: \(Set(after.keys).subtracting(before.keys))")
  }

  @Test("Editing one title in a commented file of several alerts changes only that string")
  func oneTitleChangesOnlyThatString() throws {
    let folder = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("json5-everything.json")
    let before = try String(contentsOf: file, encoding: .utf8)
    let server = try ServeProcess([folder.path])
    let saved = try Self.save(server, "json5-one") { $0["title"] = "Delete the \"draft\"?" }
    #expect(saved.status == 200, "\(saved.text)")
    let expected = before.replacingOccurrences(
      of: #"'Delete \u201Cdraft\u201D?'"#, with: #""Delete the \"draft\"?""#)
    #expect(try String(contentsOf: file, encoding: .utf8) == expected)
  }

  @Test("A field added is inserted and a field removed is deleted, in place")
  func addAndRemoveInPlace() throws {
    let folder = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: folder) }
    let everything = folder.appendingPathComponent("json5-everything.json")
    let sheet = folder.appendingPathComponent("action-sheet.json")
    let before = try String(contentsOf: everything, encoding: .utf8)
    let sheetBefore = try String(contentsOf: sheet, encoding: .utf8)
    let server = try ServeProcess([folder.path])
    #expect(
      try Self.save(server, "json5-two") {
        $0["message"] = "Use your work email."
        $0["trigger"] = nil
      }.status == 200)
    #expect(
      try String(contentsOf: everything, encoding: .utf8)
        == before.replacingOccurrences(
          of: #""homeScreen": null, "trigger": "other",   "style": "alert"}"#,
          with: #""homeScreen": null, "style": "alert", "message": "Use your work email."}"#))
    // A multi-line object: the new member gets a line of its own, the removed one loses its line.
    #expect(
      try Self.save(server, "sheet-with-rect") {
        $0["message"] = "Pick one."
        $0["arguments"] = nil
      }.status == 200)
    #expect(
      try String(contentsOf: sheet, encoding: .utf8)
        == sheetBefore.replacingOccurrences(
          of:
            "  \"sourceRect\": {\"x\": 10, \"y\": 20.5, \"width\": 1e2, \"height\": 44.0},\n  \"arguments\": [\"x\", 3, 2.50]\n",
          with:
            "  \"sourceRect\": {\"x\": 10, \"y\": 20.5, \"width\": 1e2, \"height\": 44.0},\n  \"message\": \"Pick one.\"\n"
        ))
  }

  @Test("A text field's keyboard, a preferred index and keyed labels survive an edit elsewhere")
  func editKeepsWhatTheEditorDoesNotShow() throws {
    let folder = try Self.corpus()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServeProcess([folder.path])
    let keyed = folder.appendingPathComponent("keyed-preferred.json")
    let keyedBefore = try String(contentsOf: keyed, encoding: .utf8)
    let changed = try Self.save(server, "keyed-preferred") { spec in
      var buttons = spec["buttons"] as? [[String: Any]] ?? []
      buttons[0]["role"] = "default"
      spec["buttons"] = buttons
    }
    #expect(changed.status == 200, "\(changed.text)")
    #expect(
      try String(contentsOf: keyed, encoding: .utf8)
        == keyedBefore.replacingOccurrences(
          of: #""role": "cancel"}"#, with: #""role": "default"}"#))
    let everything = folder.appendingPathComponent("json5-everything.json")
    let before = try String(contentsOf: everything, encoding: .utf8)
    #expect(
      try Self.save(server, "json5-two") { $0["title"] = "Sign in again" }.status == 200)
    let after = try String(contentsOf: everything, encoding: .utf8)
    #expect(after == before.replacingOccurrences(of: #""Sign in""#, with: #""Sign in again""#))
    #expect(after.contains(#""keyboard": "email""#) && after.contains("preferred: 1"))
    #expect(!after.contains("\"locale\": \"en\""))
  }
}
