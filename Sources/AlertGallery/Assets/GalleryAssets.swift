/// The site's style sheet and script, shipped inside the binary.
///
/// They are Swift string constants rather than SwiftPM resources so that a copied
/// `alert-preview` binary works on its own: resources need `Bundle.module`, which looks for a
/// bundle folder beside the build products and stops the program when it is missing. Each is a
/// `StaticString`, so no page data can ever reach them.
public enum GalleryAssets {
  /// `assets/gallery.css`.
  public static var css: StaticString { GalleryCSS.text }
  /// `assets/gallery.js`.
  public static var script: StaticString { GalleryScript.text }
}
