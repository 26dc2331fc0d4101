import Foundation
import Testing

/// Hostile-input cases for `serve` over real HTTP: writes that do not come from the app's own
/// page (another site's `fetch` or form, a missing or wrong token, a body that is not JSON),
/// DNS rebinding (a `Host` naming another site), and the headers that keep pages from being
/// framed or running foreign script.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeCrossSiteTests {
  struct Write: CustomTestStringConvertible, Sendable {
    let name: String
    let headers: [String: String]
    let status: Int
    let says: String
    var testDescription: String { name }
  }

  static let foreignWrites: [Write] = [
    Write(
      name: "a no-cors fetch from another site (text/plain, no token)",
      headers: [
        "Content-Type": "text/plain;charset=UTF-8", "Origin": "http://127.0.0.1:9",
        "Sec-Fetch-Site": "same-site", "X-Alert-Preview-Token": "",
      ], status: 403, says: "another site"),
    Write(
      name: "a text/plain form from another site",
      headers: [
        "Content-Type": "text/plain", "Origin": "http://evil.example",
        "Sec-Fetch-Site": "cross-site", "X-Alert-Preview-Token": "",
      ], status: 403, says: "another site"),
    Write(
      name: "a foreign Origin, even with the token",
      headers: ["Origin": "http://evil.example"], status: 403, says: "Origin: http://evil.example"),
    Write(name: "Origin null", headers: ["Origin": "null"], status: 403, says: "Origin: null"),
    Write(
      name: "Sec-Fetch-Site cross-site, even with the token",
      headers: ["Sec-Fetch-Site": "cross-site"], status: 403, says: "Sec-Fetch-Site: cross-site"),
    Write(
      name: "no token", headers: ["X-Alert-Preview-Token": ""], status: 403,
      says: "X-Alert-Preview-Token"),
    Write(
      name: "a wrong token", headers: ["X-Alert-Preview-Token": String(repeating: "0", count: 64)],
      status: 403, says: "X-Alert-Preview-Token"),
    Write(
      name: "text/plain with the token", headers: ["Content-Type": "text/plain"], status: 415,
      says: "Content-Type: application/json"),
    Write(
      name: "a form encoding with the token",
      headers: ["Content-Type": "application/x-www-form-urlencoded"], status: 415,
      says: "application/x-www-form-urlencoded"),
    Write(
      name: "multipart with the token", headers: ["Content-Type": "multipart/form-data; b=x"],
      status: 415, says: "multipart/form-data"),
    Write(
      name: "no Content-Type with the token", headers: ["Content-Type": ""], status: 415,
      says: "without a Content-Type"),
  ]

  @Test(
    "A save that is not from the app's own page is refused; the file is unchanged",
    arguments: foreignWrites)
  func foreignSaveRefused(_ write: Write) throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let before = try Data(contentsOf: URL(fileURLWithPath: fixture.path("delete-photo-album.json")))
    let stamp = try #require(server.request("/alerts/delete-photo-album.json").json["stamp"])
    let answer = try server.post(
      "/alerts/delete-photo-album/save?stamp=\(stamp)",
      #"{"id": "delete-photo-album", "title": "Written by another site"}"#,
      headers: write.headers)
    #expect(answer.status == write.status, "\(answer.status) \(answer.text)")
    #expect(answer.contentType == "application/json")
    let error = try #require(answer.json["error"] as? String, "\(answer.text)")
    #expect(error.contains(write.says), "\(error)")
    #expect(answer.headers["access-control-allow-origin"] == nil)
    let after = try Data(contentsOf: URL(fileURLWithPath: fixture.path("delete-photo-album.json")))
    #expect(after == before, "the spec was written")
  }

  @Test("Every POST route wants the token, and the page's own requests still work")
  func everyWriteIsGated() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let spec = #"{"id": "title-only", "title": "Saved from the page"}"#
    for path in [
      "/render.png", "/render.svg", "/lint", "/alerts/title-only/findings",
      "/alerts/title-only/save?stamp=\(String(repeating: "0", count: 64))", "/no-such-route",
    ] {
      let answer = try server.post(path, spec, headers: ["X-Alert-Preview-Token": ""])
      #expect(answer.status == 403, "\(path): \(answer.status) \(answer.text)")
    }
    // Other methods are changes too; a preflight is never approved.
    for method in ["PUT", "DELETE", "PATCH"] {
      let answer = try server.request("/alerts/title-only", method: method)
      #expect(answer.status == 403, "\(method): \(answer.status)")
    }
    let preflight = try server.request(
      "/alerts/title-only/save", method: "OPTIONS",
      headers: [
        "Origin": "http://evil.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-alert-preview-token",
      ])
    #expect(preflight.status == 403, "\(preflight.status) \(preflight.text)")
    #expect(preflight.headers.keys.allSatisfy { !$0.hasPrefix("access-control-") })
    // As the page sends them: same origin, the token, JSON.
    let page = [
      "Origin": "http://127.0.0.1:\(server.port)", "Sec-Fetch-Site": "same-origin",
    ]
    #expect(try server.post("/lint", spec, headers: page).status == 200)
    #expect(try server.post("/render.png", spec, headers: page).body.pngSize != nil)
    let stamp = try #require(server.request("/alerts/title-only.json").json["stamp"])
    let saved = try server.post(
      "/alerts/title-only/save?stamp=\(stamp)", spec,
      headers: page.merging(["Content-Type": "application/json; charset=utf-8"]) { $1 })
    #expect(saved.status == 200, "\(saved.text)")
    #expect(fixture.text("title-only.json").contains("Saved from the page"))
  }

  @Test("Every response forbids framing and sniffing; pages allow only serve's own scripts")
  func safetyHeaders() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess([fixture.path("title-only.json")])
    for path in ["/", "/alerts/title-only", "/rules.html", "/gallery/", "/gallery/title-only/"] {
      let page = try server.request(path)
      #expect(page.status == 200 && page.contentType.hasPrefix("text/html"), "\(path)")
      let policy = page.headers["content-security-policy"] ?? ""
      #expect(policy.contains("frame-ancestors 'none'"), "\(path): \(policy)")
      #expect(policy.contains("script-src 'self';"), "\(path): \(policy)")
      #expect(!page.text.contains("<script>"), "\(path) has an inline script")
      #expect(page.headers["x-frame-options"] == "DENY", "\(path)")
      #expect(page.headers["x-content-type-options"] == "nosniff", "\(path)")
    }
    for path in [
      "/alerts/title-only.json", "/render/title-only.png", "/render/title-only.svg",
      "/assets/serve.js", "/nothing-here",
    ] {
      let answer = try server.request(path)
      let policy = answer.headers["content-security-policy"] ?? ""
      #expect(policy.contains("default-src 'none'"), "\(path): \(policy)")
      #expect(policy.contains("frame-ancestors 'none'"), "\(path): \(policy)")
      #expect(answer.headers["x-frame-options"] == "DENY", "\(path)")
      #expect(answer.headers["cross-origin-resource-policy"] == "same-origin", "\(path)")
    }
  }

  @Test("A Host naming another site is refused on every route (DNS rebinding)")
  func foreignHostRefused() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let port = server.port
    for host in [
      "evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)",
      "localhost.evil.example:\(port)", "127.0.0.1:\(port + 1)", "[::1]:1",
      "0x7f.0.0.1:\(port)",
    ] {
      for path in [
        "/", "/alerts/delete-photo-album", "/alerts/delete-photo-album.json",
        "/render/delete-photo-album.png", "/render/delete-photo-album.svg", "/events",
        "/gallery/", "/assets/serve.js", "/rules.html",
      ] {
        // An event stream that is not refused stays open: read it for a few seconds only.
        let answer =
          path == "/events"
          ? try #require(
            ServeProcess.Response(
              try server.raw("GET /events HTTP/1.1\r\nHost: \(host)\r\n\r\n", timeout: 3)))
          : try server.request(path, headers: ["Host": host])
        #expect(answer.status == 421, "\(host) \(path): \(answer.status)")
        #expect(
          (answer.json["error"] as? String)?.contains("DNS-rebinding") == true,
          "\(host) \(path): \(answer.text.prefix(200))")
        #expect(!answer.text.contains("Delete"), "\(host) \(path) read the spec")
      }
      let lint = try server.post(
        "/lint", #"{"id": "x", "title": "Hi"}"#,
        headers: ["Host": host, "Origin": "http://\(host)", "Sec-Fetch-Site": "same-origin"])
      #expect(lint.status == 421, "\(host) POST /lint: \(lint.status)")
      let stamp = try #require(server.request("/alerts/title-only.json").json["stamp"])
      let save = try server.post(
        "/alerts/title-only/save?stamp=\(stamp)", #"{"id": "title-only", "title": "Rebound"}"#,
        headers: ["Host": host, "Origin": "http://\(host)", "Sec-Fetch-Site": "same-origin"])
      #expect(save.status == 421, "\(host) save: \(save.status)")
    }
    #expect(!fixture.text("title-only.json").contains("Rebound"))
    // The names of this computer, with the port or without.
    for host in [
      "127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)", "127.0.0.1",
      "localhost",
    ] {
      #expect(try server.request("/", headers: ["Host": host]).status == 200, "\(host)")
    }
  }
}
