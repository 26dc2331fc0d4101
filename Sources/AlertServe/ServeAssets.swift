/// `serve`'s own style sheet and script, on top of the gallery's style sheet: the files
/// `Assets/serve.css` and `Assets/serve.js`, compiled in at build time by EmbedResourcesPlugin
/// (``EmbeddedFiles``) as `StaticString`s, so no page data can reach them.
enum ServeAssets {
  /// `/assets/serve.css`: the editor's layout, in the gallery's colours and sizes.
  static var css: StaticString { EmbeddedFiles.serve_css }

  /// `/assets/serve.js`: live reload on every page; on an alert page, redraws and relints the
  /// edited copy (debounced, the latest request wins), highlights the words the findings name
  /// in their fields, and saves. Page text is only ever set with `textContent` or text nodes,
  /// or parsed by `DOMParser` from the server's own markup.
  static var script: StaticString { EmbeddedFiles.serve_js }
}
