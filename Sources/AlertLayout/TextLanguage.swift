import AlertSpec
import StyleSheet

/// The language Pango is told each text is in, which picks script-specific glyph forms (a Han
/// character drawn the Japanese or the Chinese way) and mirrors a row of buttons for a
/// right-to-left language.
enum TextLanguage {
  /// The configuration's locale when it names one (the text shown is that locale's), else the
  /// spec's `locale`, else the style sheet's default language (its spelling locale).
  static func of(
    _ spec: AlertSpec, in configuration: RenderConfiguration, style: StyleSheet
  ) -> String {
    for tag in [configuration.locale, spec.locale] {
      if let tag, !tag.isEmpty { return tag }
    }
    return style.voice.spellingLocale
  }
}
