/// The site's style sheet and script, shipped inside the binary.
///
/// They are the files `Assets/gallery.css` and `Assets/gallery.js`, which
/// EmbedResourcesPlugin compiles in at build time (``EmbeddedFiles``), rather than SwiftPM
/// resources, so that a copied `alert-preview` binary works on its own: resources need
/// `Bundle.module`, which looks for a bundle folder beside the build products and stops the
/// program when it is missing. Each is a `StaticString`, so no page data can ever reach them.
public enum GalleryAssets {
  /// `assets/gallery.css`: light and dark themes (following `prefers-color-scheme`, or the
  /// theme switch), a card grid from 375 px up, visible focus, and severity drawn with a shape
  /// and a word as well as a colour. Every text colour meets WCAG AA on its background.
  public static var css: StaticString { EmbeddedFiles.gallery_css }

  /// `assets/gallery.js`: enhancements only. Every page works without it.
  ///
  /// - the theme switch (automatic, light, dark), remembered in `localStorage` when allowed;
  /// - on the index: shows the filter form, applies
  ///   `?severity=&rule=&trigger=&locale=&size=&fit=&q=` from the URL, and keeps the URL in
  ///   step as the filters change, so a view can be shared; a chosen locale or text size also
  ///   swaps each card's preview and fit line to that variant.
  ///
  /// It reads page data only through `dataset` and form values and writes only `textContent`,
  /// `hidden` and attributes: nothing it touches is parsed as HTML.
  public static var script: StaticString { EmbeddedFiles.gallery_js }
}
