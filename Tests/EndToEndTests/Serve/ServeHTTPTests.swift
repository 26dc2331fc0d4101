import Foundation
import Testing

/// `alert-preview serve` on a free loopback port, spoken to over HTTP: every route, the
/// refusals, saves, and live reload.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeHTTPTests {
  static let cancelSpec = """
    {"id": "posted", "title": "Log out?", "buttons": [{"label": "Log out", "role": "destructive"},
     {"label": "Cancel", "role": "cancel"}]}
    """

  @Test("The index, an alert page, its JSON, the assets and the rules page")
  func pages() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let index = try server.request("/")
    #expect(index.status == 200 && index.contentType.hasPrefix("text/html"))
    for id in ["delete-photo-album", "title-only", "pair-first", "pair-second"] {
      #expect(index.text.contains("href=\"/alerts/\(id)\""), "\(id) missing from the index")
    }
    #expect(index.text.contains("read-only (Swift source)"))
    let page = try server.request("/alerts/delete-photo-album")
    #expect(page.status == 200)
    #expect(page.text.contains("id=\"edit-title\""))
    #expect(page.text.contains("class=\"findings\""))
    #expect(page.text.contains("Save writes only what you changed"))
    #expect(page.text.contains(#"src="/render/delete-photo-album.png""#))
    // The settings the page keeps in its URL are the first preview's too.
    let dark = try server.request("/alerts/delete-photo-album?appearance=dark&device=iphone-15")
    let shown = #"src="/render/delete-photo-album.png?appearance=dark&amp;device=iphone-15""#
    #expect(dark.text.contains(shown))
    let unread = try server.request("/alerts/delete-photo-album?colour=dark")
    #expect(unread.status == 200 && unread.text.contains(#"src="/render/delete-photo-album.png""#))
    let document = try server.request("/alerts/delete-photo-album.json").json
    #expect(document["readOnly"] as? Bool == false)
    #expect((document["stamp"] as? String)?.count == 64)
    // The files under Sources/*/Assets, byte for byte, as EmbedResourcesPlugin compiled them in.
    for (asset, module) in [
      ("gallery.css", "AlertGallery"), ("serve.css", "AlertServe"), ("serve.js", "AlertServe"),
    ] {
      let answer = try server.request("/assets/" + asset)
      #expect(answer.status == 200)
      let file = Binary.root.appendingPathComponent("Sources/\(module)/Assets/\(asset)")
      #expect(answer.body == (try Data(contentsOf: file)), "\(asset) differs from its file")
    }
    #expect(try server.request("/rules.html").text.contains("title-max-lines"))
    #expect(server.stop() == 0)
    #expect(server.stderr.contains("stopped"))
  }

  @Test("The image API draws served and posted specs in the configuration asked for")
  func images() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let portrait = try server.request("/render/delete-photo-album.png?device=iphone-se&scale=2")
    #expect(portrait.status == 200 && portrait.contentType == "image/png")
    let size = try #require(portrait.body.pngSize)
    #expect(size.width == 750 && size.height == 1334)
    let landscape = try server.request(
      "/render/delete-photo-album.png?device=iphone-se&orientation=landscape&appearance=dark&scale=1&text-size=AX3"
    )
    #expect(landscape.body.pngSize.map { $0.width == 667 && $0.height == 375 } == true)
    let svg = try server.request("/render/title-only.svg")
    #expect(svg.status == 200 && svg.contentType == "image/svg+xml" && svg.text.contains("<svg"))
    let posted = try server.post("/render.png?device=iphone-15", Self.cancelSpec)
    #expect(posted.status == 200 && posted.body.pngSize != nil)
    #expect(try server.post("/render.svg", Self.cancelSpec).text.contains("<svg"))
    // The posted copy of a served alert borrows its file.
    #expect(try server.post("/render.png?id=title-only", Self.cancelSpec).status == 200)
  }

  @Test("POST /lint answers in the lint JSON format")
  func lint() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let response = try server.post(
      "/lint",
      #"{"id": "yes-no", "title": "Are you sure", "buttons": [{"label": "Yes", "role": "default"}, {"label": "No", "role": "cancel"}]}"#
    )
    #expect(response.status == 200 && response.contentType == "application/json")
    let json = response.json
    #expect(json["version"] as? Int == 1)
    let alerts = try #require(json["alerts"] as? [[String: Any]])
    #expect(alerts.first?["id"] as? String == "yes-no")
    let rules = (alerts.first?["findings"] as? [[String: Any]] ?? []).compactMap {
      $0["rule"] as? String
    }
    #expect(rules.contains("button-yes-no"), "\(rules)")
  }

  static let badRequests: [(String, String, String?, String)] = [
    ("GET", "/render/title-only.png?device=iphone-99", nil, "no device 'iphone-99'"),
    ("GET", "/render/title-only.png?orientation=sideways", nil, "--orientation takes"),
    ("GET", "/render/title-only.png?text-size=huge", nil, "--text-size takes"),
    (
      "GET", "/render/title-only.png?scale=9", nil,
      "--scale must be 1, 2, 3 (pixels per point) or native"
    ),
    ("GET", "/render/title-only.png?colour=red", nil, "unknown query parameter 'colour'"),
    ("GET", "/render/title-only.png?locale=de", nil, "no text in locale 'de'"),
    ("POST", "/lint", #"{"id": "x", "title": "#, "ends where a value"),
    ("POST", "/lint", #"{"id": "x", "title": "Hi", "colour": "red"}"#, "colour"),
    ("POST", "/render.png", "", "has no body"),
    ("POST", "/render.png", String(repeating: " ", count: 300_000), "limited to 262144 bytes"),
    ("POST", "/render.png", #"[1, 2]"#, "found an array"),
  ]

  @Test("Bad input is a 400 with a JSON error sentence", arguments: badRequests.indices)
  func badInput(_ index: Int) throws {
    let (method, path, body, expected) = Self.badRequests[index]
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let response = try server.request(path, method: method, body: body.map { Data($0.utf8) })
    #expect(response.status == 400, "\(path): \(response.status) \(response.text)")
    let error = try #require(response.json["error"] as? String, "\(response.text)")
    #expect(error.contains(expected), "\(error)")
  }

  @Test("Unknown ids are 404s and no request path reaches outside PATH")
  func unknownAndTraversal() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    for path in [
      "/alerts/no-such-alert", "/render/no-such-alert.png", "/alerts/no-such.json",
      "/alerts/Upper-Case", "/nothing-here",
    ] {
      let response = try server.request(path)
      #expect(response.status == 404, "\(path): \(response.status)")
      #expect(response.json["error"] is String)
    }
    for path in [
      "/render/..%2f..%2fetc%2fpasswd.png", "/render/..%2F..%2Fetc%2Fpasswd.svg",
      "/alerts/a%2Fb", "/alerts/..%2fpair", "/gallery/..%2f..%2fetc%2fpasswd",
      "/gallery/%2e%2e/%2e%2e/etc/passwd", "/render/%2e%2e%2fpair.png",
    ] {
      let response = try server.request(path)
      #expect([400, 404].contains(response.status), "\(path): \(response.status)")
      #expect(!response.text.contains("root:"), "\(path) read a file outside PATH")
    }
  }

  @Test("Save writes the file atomically, keeps its other alerts and refuses conflicts")
  func save() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let document = try server.request("/alerts/pair-first.json").json
    let stamp = try #require(document["stamp"] as? String)
    let edited =
      #"{"id": "pair-first", "title": "Remove this saved card?", "buttons": [{"label": "Remove", "role": "destructive"}, {"label": "Cancel", "role": "cancel"}]}"#
    let saved = try server.post("/alerts/pair-first/save?stamp=\(stamp)", edited)
    #expect(saved.status == 200, "\(saved.text)")
    let text = fixture.text("pair.json")
    #expect(text.contains("Remove this saved card?") && text.contains("Card removed"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
      .filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    // The old stamp no longer matches the file: refused, file untouched.
    let again = try server.post("/alerts/pair-first/save?stamp=\(stamp)", edited)
    #expect(again.status == 409)
    #expect((again.json["error"] as? String)?.contains("changed on disk") == true)
    // A change made behind serve's back is never overwritten.
    let fresh = try #require(saved.json["stamp"] as? String)
    try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: fixture.path("pair.json")))
    #expect(try server.post("/alerts/pair-first/save?stamp=\(fresh)", edited).status == 409)
    #expect(fixture.text("pair.json") == text + "\n")
    // Other refusals.
    #expect(try server.post("/alerts/pair-first/save", edited).status == 400)
    let renamed = edited.replacingOccurrences(of: "\"pair-first\"", with: "\"other\"")
    #expect(try server.post("/alerts/pair-first/save?stamp=\(fresh)", renamed).status == 400)
    let swift = try server.request(
      "/alerts/account-view-controller-confirm-rename-rename-account.json"
    ).json
    #expect(swift["readOnly"] as? Bool == true)
    let readOnly = try server.post(
      "/alerts/account-view-controller-confirm-rename-rename-account/save?stamp=\(String(repeating: "0", count: 64))",
      #"{"id": "account-view-controller-confirm-rename-rename-account", "title": "Rename"}"#)
    #expect(readOnly.status == 403)
    #expect((readOnly.json["error"] as? String)?.contains("Swift source") == true)
  }

  @Test("A file changed on disk reaches a connected event stream within a second")
  func liveReload() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let stream = try LoopbackSocket(port: server.port)
    stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    #expect(stream.read(until: "event: hello", timeout: 10).contains("text/event-stream"))
    let changed = fixture.text("title-only.json").replacingOccurrences(
      of: "\"title\"", with: "\"message\": \"Changed on disk.\", \"title\"")
    let start = Date()
    try Data(changed.utf8).write(to: URL(fileURLWithPath: fixture.path("title-only.json")))
    let received = stream.read(until: "event: change", timeout: 5)
    let elapsed = Date().timeIntervalSince(start)
    #expect(received.contains("event: change") && received.contains("title-only"), "\(received)")
    #expect(elapsed < 1, "the change took \(elapsed) s to arrive")
    // The page the stream points to shows the new text.
    #expect(try server.request("/alerts/title-only").text.contains("Changed on disk."))
  }

  @Test("Malformed requests, slow clients and dropped connections leave the server serving")
  func hostileClients() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let garbage = try LoopbackSocket(port: server.port)
    garbage.send("\u{1}\u{2}NOT HTTP AT ALL\r\n\r\n")
    #expect(garbage.read(until: "\r\n\r\n", timeout: 5).contains("400"))
    // A slow client that sends half its headers and waits.
    let slow = try LoopbackSocket(port: server.port)
    slow.send("GET / HTTP/1.1\r\nHost: 127")
    // A client that promises a body and hangs up.
    do {
      let dropped = try LoopbackSocket(port: server.port)
      dropped.send(
        "POST /lint HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "X-Alert-Preview-Token: \(server.token)\r\nContent-Length: 1000\r\n\r\n{\"id\"")
    }
    // A client that hangs up while its image is drawn.
    do {
      let impatient = try LoopbackSocket(port: server.port)
      impatient.send(
        "GET /render/delete-photo-album.png?text-size=AX5 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    }
    // A body over the limit is read and dropped, never kept, then refused.
    let oversized = try LoopbackSocket(port: server.port)
    oversized.send(
      "POST /lint HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "X-Alert-Preview-Token: \(server.token)\r\nContent-Length: 3000000\r\n\r\n"
        + String(repeating: "x", count: 3_000_000))
    #expect(oversized.read(until: "}", timeout: 10).contains("limited to"))
    #expect(try server.request("/").status == 200)
    #expect(try server.request("/render/title-only.png").status == 200)
    _ = slow
  }

  @Test("The static gallery of PATH is built on demand under /gallery/")
  func gallery() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess([fixture.path("title-only.json")])
    #expect(try server.request("/gallery").status == 308)
    let index = try server.request("/gallery/")
    #expect(index.status == 200 && index.text.contains("title-only"))
    #expect(try server.request("/gallery/assets/gallery.css").status == 200)
    #expect(try server.request("/gallery/title-only/").text.contains("<h1"))
    #expect(try server.request("/gallery/report.json").json["alerts"] != nil)
  }

  @Test("--host 0.0.0.0 warns that anyone on the network can edit the specs")
  func openHostWarns() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(
      [fixture.path("title-only.json")], options: ["--host", "0.0.0.0"])
    #expect(server.url.host == "0.0.0.0")
    #expect(server.stderr.contains("anyone who can reach this computer"), "\(server.stderr)")
    #expect(try server.request("/").status == 200)
  }
}
