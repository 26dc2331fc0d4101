import Foundation
import Testing

/// Headless Chromium as the attacker: a page of another origin (a static host on another
/// port) tries to save over a spec with a `no-cors` `fetch` and an auto-submitted
/// `<form enctype="text/plain">`, and a page reached under a DNS name that resolves to the
/// server (`--host-resolver-rules`, as after DNS rebinding) tries to read and save. Every spec
/// file must be byte-identical afterwards.
@Suite(.serialized) struct ServeAttackerBrowserTests {
  @Test(
    "Another site's page cannot write a spec, and a rebound name cannot read one",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: BrowserPipe.chromium)
        && FileManager.default.isExecutableFile(atPath: StaticHost.python),
      "needs Debian's chromium and python3; `make test` installs them"),
    .timeLimit(.minutes(3)))
  func attackerPages() throws {
    let fixture = try ServeFixture()
    defer { fixture.remove() }
    let server = try ServeProcess(fixture.paths)
    let files = ["delete-photo-album.json", "title-only.json", "pair.json"]
    let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: fixture.path($0))) }
    // The stamp is the file's SHA-256: anyone can compute it offline for a public repository.
    let stamp = try #require(server.request("/alerts/delete-photo-album.json").json["stamp"])
    let target = "\(server.url.absoluteString)alerts/delete-photo-album/save?stamp=\(stamp)"
    let spec = #"{"id": "delete-photo-album", "title": "Written by another site"}"#
    let site = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: site) }
    let quotedSpec = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
    try Data(
      """
      <!DOCTYPE html><html><body><script>
      window.results = [];
      const target = \(String(decoding: try JSONEncoder().encode(target), as: UTF8.self));
      const attempts = [
        fetch(target, { method: 'POST', mode: 'no-cors', body: \(quotedSpec),
          headers: { 'Content-Type': 'text/plain' } }),
        fetch(target, { method: 'POST', mode: 'no-cors', body: \(quotedSpec) }),
        fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include',
          body: new URLSearchParams({ spec: \(quotedSpec) }) }),
        // A custom header needs a preflight, which the server never approves.
        fetch(target, { method: 'POST', body: \(quotedSpec), headers: {
          'Content-Type': 'application/json', 'X-Alert-Preview-Token': 'guess' } }),
      ];
      window.done = Promise.all(attempts.map((attempt) => attempt.then(
        (response) => response.type + ' ' + response.status, (error) => 'failed: ' + error.name)));
      </script></body></html>
      """.utf8
    ).write(to: site.appendingPathComponent("fetch.html"))
    // The body of a text/plain form is `name=value`: `{"id": …, "title": "…` `=` `"}` is JSON.
    let (name, value) = (String(spec.dropLast(2)), #""}"#)
    try Data(
      """
      <!DOCTYPE html><html><body>
      <form id="attack" method="POST" enctype="text/plain" action="\(target)">
      <input type="hidden" name='\(name)' value='\(value)'>
      </form>
      <script>document.getElementById('attack').submit();</script>
      </body></html>
      """.utf8
    ).write(to: site.appendingPathComponent("form.html"))
    let host = try StaticHost(serving: site)
    defer { host.stop() }
    let browser = try BrowserPipe(arguments: [
      "--host-resolver-rules=MAP rebound.example 127.0.0.1"
    ])
    defer { browser.quit() }
    let page = try BrowserPage(browser)

    try page.navigate(host.url("fetch.html"))
    let results = try page.evaluate("window.done") as? [String] ?? []
    #expect(results.count == 4, "\(results)")
    // A no-cors answer is opaque to the page, or withheld (Cross-Origin-Resource-Policy); the
    // preflight of the request with the custom header fails.
    #expect(results.allSatisfy { $0 == "opaque 0" || $0.hasPrefix("failed") }, "\(results)")
    #expect(results.last?.hasPrefix("failed") == true, "\(results)")
    // The three no-cors requests reached the server, which refused them.
    let answered = browser.events.filter { $0.method == "Network.responseReceivedExtraInfo" }
      .compactMap { $0.params["statusCode"] as? Int }
    #expect(answered.filter { $0 == 403 }.count >= 3, "statuses seen: \(answered)")

    _ = try? page.navigate(host.url("form.html"))
    // The form navigates the page to the server's refusal.
    let deadline = Date().addingTimeInterval(10)
    var refusal = ""
    while !refusal.contains("error"), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      refusal =
        (try? page.evaluate("document.body ? document.body.innerText : ''") as? String) ?? ""
    }
    #expect(refusal.contains("another site"), "\(refusal)")

    // As after DNS rebinding: the server's port under a name of the attacker's. The attacker's
    // own page would have no Content-Security-Policy; the refusal page's would stop its fetch.
    try page.call("Page.setBypassCSP", ["enabled": true])
    try page.navigate(URL(string: "http://rebound.example:\(server.port)/") ?? server.url)
    let shown = try page.evaluate("document.body.innerText") as? String ?? ""
    #expect(shown.contains("DNS-rebinding") && !shown.contains("Delete"), "\(shown.prefix(300))")
    let read = try page.evaluate(
      "fetch('/alerts/delete-photo-album.json').then(async (r) => r.status + ' ' + await r.text())")
    #expect((read as? String)?.hasPrefix("421") == true, "\(read ?? "none")")
    let written = try page.evaluate(
      """
      fetch('/alerts/delete-photo-album/save?stamp=\(stamp)', { method: 'POST',
        headers: { 'Content-Type': 'application/json' }, body: \(quotedSpec) }).then((r) => r.status)
      """)
    #expect(written as? Int == 421, "\(written ?? "none")")

    let after = try files.map { try Data(contentsOf: URL(fileURLWithPath: fixture.path($0))) }
    #expect(after == before, "a spec file was written")
  }
}
