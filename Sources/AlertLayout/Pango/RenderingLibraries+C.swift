// C-facing: the versions of the libraries that turn text into pixels.
internal import CCairo
internal import CPangoCairo

/// Versions of the text and drawing libraries this process runs with, for the snapshot
/// references' environment fingerprint.
public enum RenderingLibraries {
  /// `cairo`, `pango`, `harfbuzz`, `freetype` and `fontconfig`, each with its version.
  public static var versions: [String: String] {
    FontThread.run { read() }
  }

  private static func read() -> [String: String] {
    var library: FT_Library?
    var freetype = "unknown"
    if FT_Init_FreeType(&library) == 0, let library {
      var major: FT_Int = 0
      var minor: FT_Int = 0
      var patch: FT_Int = 0
      FT_Library_Version(library, &major, &minor, &patch)
      freetype = "\(major).\(minor).\(patch)"
      FT_Done_FreeType(library)
    }
    let fc = Int(FcGetVersion())
    return [
      "cairo": String(cString: cairo_version_string()),
      "pango": String(cString: pango_version_string()),
      "harfbuzz": String(cString: hb_version_string()),
      "freetype": freetype,
      "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
    ]
  }
}
