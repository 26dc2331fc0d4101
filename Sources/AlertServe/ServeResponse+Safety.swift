extension ServeResponse {
  /// What a page may load: scripts, styles and frames only from serve itself (the pages have
  /// no inline script or style), images also as `data:` and `blob:` (the live preview), and no
  /// site may frame it.
  static let pagePolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
    + "frame-ancestors 'none'"

  /// Everything else (JSON, images, SVG opened on its own) runs nothing and loads nothing but
  /// its own inline styles and `data:` images.
  static let otherPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox"

  /// The headers every response carries against framing, type sniffing and use by other
  /// sites: `Content-Security-Policy` (``pagePolicy`` for HTML), `X-Frame-Options`,
  /// `X-Content-Type-Options`, `Cross-Origin-Resource-Policy` and `Referrer-Policy`.
  var safetyHeaders: [(String, String)] {
    [
      (
        "Content-Security-Policy",
        contentType.hasPrefix("text/html") ? Self.pagePolicy : Self.otherPolicy
      ),
      ("X-Frame-Options", "DENY"),
      ("X-Content-Type-Options", "nosniff"),
      ("Cross-Origin-Resource-Policy", "same-origin"),
      ("Referrer-Policy", "same-origin"),
    ]
  }
}
