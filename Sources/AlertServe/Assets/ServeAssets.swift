/// `serve`'s own style sheet and script, on top of the gallery's style sheet; `StaticString`s
/// shipped in the binary, so no page data can reach them.
enum ServeAssets {
  /// `/assets/serve.css`.
  static var css: StaticString { ServeCSS.text }
  /// `/assets/serve.js`.
  static var script: StaticString { ServeScript.text }
}
