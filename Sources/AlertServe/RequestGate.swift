import Foundation

/// The checks every request passes before the app sees it (`docs/serve.md`, "Safety"): its
/// `Host` must name this server (against DNS rebinding), and a request that may change
/// something (every method but `GET` and `HEAD`) must come from the app's own page: no foreign
/// `Origin` or `Sec-Fetch-Site`, the server's token in ``tokenHeader``, and a JSON body.
struct RequestGate: Sendable {
  /// The header the app's pages send the server's token in.
  static let tokenHeader = "X-Alert-Preview-Token"

  /// The server's secret, carried by its pages.
  let token: String
  /// The port the server listens on.
  let port: Int

  /// Why `method` with these headers is refused, or `nil` when it may go on. `header` gives a
  /// request header's value by its lower-case name.
  func refusal(method: String, header: (String) -> String?) -> ServeError? {
    let host = header("host") ?? ""
    guard names(host) else {
      return ServeError(
        421,
        "this server answers requests for localhost or an IP address on port \(port), not for "
          + "Host '\(host.prefix(100))'; open http://127.0.0.1:\(port)/ instead (a page under "
          + "another name reaching it may be a DNS-rebinding attack).")
    }
    guard method != "GET", method != "HEAD" else { return nil }
    if let site = header("sec-fetch-site"), site != "same-origin" {
      return Self.foreign("Sec-Fetch-Site: \(site.prefix(40))")
    }
    if let origin = header("origin"), origin.lowercased() != "http://" + host.lowercased() {
      return Self.foreign("Origin: \(origin.prefix(100))")
    }
    guard let sent = header(Self.tokenHeader.lowercased()), Self.same(sent, token) else {
      return ServeError(
        403,
        "this request does not carry the server's token in \(Self.tokenHeader), so it was "
          + "refused: changes come only from serve's own pages. A script can copy the token "
          + "from the <meta name=\"alert-preview-token\"> of the page at /.")
    }
    let type = header("content-type") ?? ""
    let media = type.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard media == "application/json" else {
      return ServeError(
        415,
        "send the body as JSON with Content-Type: application/json, not "
          + (type.isEmpty ? "without a Content-Type" : "'\(type.prefix(100))'") + ".")
    }
    return nil
  }

  /// Whether `host` (a `Host` header) is `localhost` or an IP address, with this server's port
  /// or none. A rebinding page reaches the server under a DNS name of its own, never these.
  func names(_ host: String) -> Bool {
    var name = Substring(host)
    var portText: Substring?
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return false }
      let rest = name[name.index(after: close)...]
      name = name[name.index(after: name.startIndex)..<close]
      guard rest.isEmpty || rest.hasPrefix(":") else { return false }
      if !rest.isEmpty { portText = rest.dropFirst() }
      guard Self.isAddress(name, family: AF_INET6) else { return false }
    } else {
      let parts = name.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count <= 2 else { return false }
      name = parts[0]
      if parts.count == 2 { portText = parts[1] }
      guard name.lowercased() == "localhost" || Self.isAddress(name, family: AF_INET) else {
        return false
      }
    }
    guard let portText else { return true }
    return portText.allSatisfy(\.isASCII) && Int(portText) == port
  }

  private static func isAddress(_ text: Substring, family: Int32) -> Bool {
    var bytes = [UInt8](repeating: 0, count: 16)
    return inet_pton(family, String(text), &bytes) == 1
  }

  private static func foreign(_ evidence: String) -> ServeError {
    ServeError(
      403,
      "this request comes from a page of another site (\(evidence)), so it was refused: "
        + "serve takes changes only from its own pages.")
  }

  /// Compares in time independent of where the two differ.
  private static func same(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    guard left.count == right.count else { return false }
    return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
