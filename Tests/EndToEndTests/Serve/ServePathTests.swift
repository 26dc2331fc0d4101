import Foundation
import Testing

/// Paths a request body names (`backdrop`, `strings`) stay inside the served folder: a file
/// outside PATH is never drawn, and every refusal reads the same, so the answers tell nobody
/// whether a file outside exists.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServePathTests {
  /// A served folder with a screenshot, a text file and a link out; a PNG beside it, outside.
  struct Layout {
    let fixture: ServeFixture
    let outside: URL

    init() throws {
      fixture = try ServeFixture()
      outside = try Binary.temporaryFolder()
      let png = Binary.root.appendingPathComponent("Tests/AlertRenderTests/Fixtures/backdrop.png")
      let screens = fixture.folder.appendingPathComponent("screens")
      try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: png, to: screens.appendingPathComponent("screen.png"))
      try FileManager.default.copyItem(at: png, to: outside.appendingPathComponent("secret.png"))
      try Data("not a picture\n".utf8).write(to: fixture.folder.appendingPathComponent("notes.txt"))
      try FileManager.default.createSymbolicLink(
        atPath: fixture.path("link.png"), withDestinationPath: outside.path + "/secret.png")
    }

    func remove() {
      fixture.remove()
      try? FileManager.default.removeItem(at: outside)
    }

    /// The paths that must all be refused with the same sentence, as a spec next to
    /// `title-only.json` writes them.
    var refused: [String] {
      [
        outside.path + "/secret.png",
        "../" + outside.lastPathComponent + "/secret.png",
        "screens/../../" + outside.lastPathComponent + "/secret.png",
        "link.png",
        "missing.png",
        "notes.txt",
        "screens",
        "/etc/passwd",
        "/dev/zero",
      ]
    }
  }

  /// A posted alert with `backdrop`.
  static func spec(backdrop: String) -> String {
    let quoted = String(decoding: (try? JSONEncoder().encode(backdrop)) ?? Data(), as: UTF8.self)
    return #"{"id": "title-only", "title": "Hi", "backdrop": "# + quoted + "}"
  }

  /// The error sentence without its `file:line:col: error:` and with the path it quotes
  /// taken out, so refusals can be compared.
  static func sentence(_ response: ServeProcess.Response, quoting path: String) -> String {
    let error = response.json["error"] as? String ?? response.text
    let message = error.range(of: "error: ").map { String(error[$0.upperBound...]) } ?? error
    return message.replacingOccurrences(of: "'\(path)'", with: "'PATH'")
  }

  @Test("Every backdrop outside PATH, missing or not a PNG gets one sentence, on every route")
  func oneSentenceForEveryRefusal() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let server = try ServeProcess(layout.fixture.paths)
    let document = try server.request("/alerts/title-only.json").json
    let stamp = try #require(document["stamp"] as? String)
    let routes = [
      "/render.png?id=title-only", "/render.svg?id=title-only", "/lint?id=title-only",
      "/alerts/title-only/findings", "/alerts/title-only/save?stamp=\(stamp)",
    ]
    let before = layout.fixture.text("title-only.json")
    var sentences: Set<String> = []
    for route in routes {
      for path in layout.refused {
        let response = try server.post(route, Self.spec(backdrop: path))
        #expect(response.status == 400, "\(route) \(path): \(response.status) \(response.text)")
        #expect(response.body.pngSize == nil && !response.text.contains("root:"))
        sentences.insert(Self.sentence(response, quoting: path))
      }
    }
    #expect(sentences.count == 1, "\(sentences.sorted().joined(separator: "\n"))")
    #expect(
      sentences.first?.contains("the backdrop 'PATH' is not a PNG inside the served folders")
        == true, "\(sentences)")
    #expect(layout.fixture.text("title-only.json") == before, "a refused save wrote the file")
    // Without `id=` the spec is nobody's file: an absolute path is refused the same way.
    let absolute = layout.outside.path + "/secret.png"
    let posted = try server.post("/render.png", Self.spec(backdrop: absolute))
    #expect(posted.status == 400)
    #expect(sentences.contains(Self.sentence(posted, quoting: absolute)))
  }

  @Test("A screenshot inside PATH is drawn behind a posted alert")
  func backdropInsidePATHRenders() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let server = try ServeProcess(layout.fixture.paths)
    let plain = try server.post(
      "/render.png?id=title-only", #"{"id": "title-only", "title": "Hi"}"#)
    let drawn = try server.post(
      "/render.png?id=title-only", Self.spec(backdrop: "screens/screen.png"))
    #expect(plain.status == 200, "\(plain.text)")
    #expect(drawn.status == 200 && drawn.body.pngSize != nil, "\(drawn.text)")
    #expect(drawn.body != plain.body, "the backdrop was not drawn")
    let lint = try server.post("/lint?id=title-only", Self.spec(backdrop: "screens/screen.png"))
    #expect(lint.status == 200, "\(lint.text)")
  }

  @Test("A posted 'strings' outside PATH is refused before anything reads it")
  func stringsOutsidePATH() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let server = try ServeProcess(layout.fixture.paths)
    var sentences: Set<String> = []
    for path in ["/etc", "../" + layout.outside.lastPathComponent, "missing.xcstrings"] {
      let body =
        #"{"id": "title-only", "strings": "\#(path)", "title": {"key": "alert.title"}}"#
      let response = try server.post("/lint?id=title-only", body)
      #expect(response.status == 400, "\(path): \(response.text)")
      sentences.insert(Self.sentence(response, quoting: path))
    }
    #expect(sentences.count == 1, "\(sentences)")
    #expect(sentences.first?.contains("are not a file or folder inside the served folders") == true)
  }
}
