/// The RELAX NG schema of style sheets, compiled into the tool.
///
/// Every sheet is validated with this copy of `Styles/style.rng`, compiled in at build time by
/// EmbedResourcesPlugin (``EmbeddedFiles``). A `style.rng` beside a sheet or in a search folder
/// is never read: a hostile one could otherwise accept anything and make libxml2 fetch its
/// `include` and `externalRef` targets from any file or URL.
enum StyleSchema {
  /// The schema's name in `Styles/`.
  static let fileName = "style.rng"

  /// The text of `Styles/style.rng`.
  static var text: String { "\(EmbeddedFiles.style_rng)" }

  /// The schema's UTF-8 bytes.
  static var bytes: [UInt8] { Array(text.utf8) }
}
