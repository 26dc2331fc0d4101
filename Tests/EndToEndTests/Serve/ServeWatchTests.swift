import Foundation
import Testing

/// Live reload of folders made under PATH after the server started.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeWatchTests {
  static func spec(_ id: String, title: String) -> Data {
    Data(
      #"{"id": "\#(id)", "title": "\#(title)", "buttons": [{"label": "OK", "role": "default"}]}"#
        .utf8)
  }

  @Test("A folder made after the server started is watched, and so is a spec written into it")
  func newFolders() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let stream = EventReader(try LoopbackSocket(port: server.port))
    #expect(stream.next("hello").contains("\"version\""))

    // The folders' own change comes first: the spec is written after that reload, so only
    // a monitor on the new folder can see it.
    let folder = fixture.folder.appendingPathComponent("later/deeper")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(!stream.next("change").isEmpty)
    try Self.spec("made-later", title: "Made later").write(
      to: folder.appendingPathComponent("later.json"))
    #expect(stream.next("change", naming: "made-later").contains("made-later"))
    #expect(try server.request("/alerts/made-later").text.contains("Made later"))

    // An edit of that file.
    try Self.spec("made-later", title: "Edited later").write(
      to: folder.appendingPathComponent("later.json"))
    #expect(stream.next("change", naming: "made-later").contains("made-later"))
    #expect(try server.request("/alerts/made-later").text.contains("Edited later"))

    // A folder removed and made again at the same path is watched afresh.
    try FileManager.default.removeItem(at: fixture.folder.appendingPathComponent("later"))
    #expect(stream.next("change", naming: "made-later").contains("made-later"))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(!stream.next("change").isEmpty)
    try Self.spec("made-again", title: "Made again").write(
      to: folder.appendingPathComponent("again.json"))
    #expect(stream.next("change", naming: "made-again").contains("made-again"))
  }
}

/// Reads Server-Sent Events off a raw `/events` connection, one event at a time.
final class EventReader {
  private let socket: LoopbackSocket
  private var seen = 0

  init(_ socket: LoopbackSocket) {
    self.socket = socket
    socket.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
  }

  /// The data of the next `event` whose data contains `naming` (any, when `nil`), waiting up
  /// to 5 seconds; "" when none came.
  func next(_ event: String, naming: String? = nil) -> String {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      let text = socket.read(until: "\u{0}never\u{0}", timeout: 0.1)
      let events = text.components(separatedBy: "\n\n").dropLast()
      while seen < events.count {
        let block = events[seen]
        seen += 1
        guard let start = block.range(of: "event: " + event + "\ndata: ") else { continue }
        let data = String(block[start.upperBound...])
        if naming.map({ data.contains($0) }) ?? true { return data }
      }
    }
    return ""
  }
}
