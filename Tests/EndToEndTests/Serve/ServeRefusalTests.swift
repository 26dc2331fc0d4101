import Foundation
import Testing

/// Requests libsoup refuses before the app sees them: answered with the app's JSON error shape
/// where libsoup sends an answer at all, and never the end of the server.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ServeRefusalTests {
  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let request: String
    let status: Int
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(name: "not HTTP at all", request: "\u{1}\u{2}NOT HTTP AT ALL\r\n\r\n", status: 400),
    Refusal(name: "a request line without a version", request: "GET /\r\n\r\n", status: 400),
    Refusal(
      name: "a Content-Length that is not a number",
      request: "POST /lint HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n", status: 400),
    Refusal(name: "HTTP/1.1 without Host", request: "GET / HTTP/1.1\r\n\r\n", status: 400),
    Refusal(
      name: "a Host with a slash", request: "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n", status: 400),
    Refusal(
      name: "an https URL on a plain-HTTP server",
      request: "GET https://127.0.0.1/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      status: 400),
    Refusal(name: "HTTP/3.0", request: "GET / HTTP/3.0\r\nHost: x\r\n\r\n", status: 505),
    Refusal(
      name: "an unknown expectation",
      request: "POST /lint HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 2\r\n\r\n{}",
      status: 417),
    Refusal(
      name: "an unknown transfer encoding",
      request: "POST /lint HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", status: 501),
  ]

  @Test("libsoup's own refusals carry {\"error\": sentence}", arguments: refusals)
  func refusedInJSON(_ refusal: Refusal) throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let answer = try #require(ServeProcess.Response(try server.raw(refusal.request)))
    #expect(answer.status == refusal.status, "\(answer.status) \(answer.text)")
    #expect(answer.contentType == "application/json")
    let error = try #require(answer.json["error"] as? String, "\(answer.text)")
    #expect(error.hasPrefix("the server cannot read this request"), "\(error)")
    #expect(try server.request("/").status == 200)
  }

  @Test("Headers over 64 KiB are dropped without an answer, and the server keeps serving")
  func oversizedHeaders() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let answer = try server.raw(
      "GET / HTTP/1.1\r\nHost: x\r\nX-Padding: \(String(repeating: "a", count: 70_000))\r\n\r\n")
    #expect(answer.isEmpty, "\(String(decoding: answer.prefix(200), as: UTF8.self))")
    #expect(try server.request("/").status == 200)
    // Answers made by the app are unchanged by the refusal every request starts with.
    let page = try server.request("/alerts/title-only")
    #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
    #expect(page.text.hasPrefix("<!DOCTYPE html>"), "\(page.text.prefix(80))")
    let stream = try LoopbackSocket(port: server.port)
    stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    let events = stream.read(until: "event: hello", timeout: 10)
    #expect(events.contains("retry: 500") && !events.contains("cannot read"), "\(events)")
  }
}
