// C-facing: Pango and cairo font options. Nothing here crosses the package's public API.
internal import CCairo
internal import CPangoCairo
import StyleSheet

/// Owns a Pango font map and context set up for reproducible text: only the style sheet's font
/// files (a private fontconfig configuration), no hinting, unhinted metrics, grey
/// anti-aliasing and unrounded glyph positions, so that the same text measures and draws the
/// same at every scale, on every run and on every machine with the same font files.
///
/// Lives on the ``FontThread``, one per ``FontEnvironment`` (``FontEnvironment/engine``), and
/// stops the process when used from any other thread.
package final class TextEngine {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// Layouts already made. An alert measures the same texts at the same widths in every
  /// configuration (the alert is as wide in landscape as in portrait), and the linter and the
  /// button arranger ask for the same labels more than once; Pango layouts never change after
  /// they are made, so they are shared.
  private var cache: [LayoutKey: TextLayout] = [:]
  private static let cacheLimit = 4096

  private struct LayoutKey: Hashable {
    var text: String
    var font: FontSpec
    var size: Double?
    var wrapWidth: Double?
    var ellipsize: Bool
    var centred: Bool
    var language: String?

    /// Hashes what tells one text's layouts apart, not the font's families and tracking
    /// tables: a run has one sheet, whose fonts differ in size and weight, and hashing those
    /// tables with every text took a tenth of a lint run. Equal keys still compare whole.
    func hash(into hasher: inout Hasher) {
      hasher.combine(text)
      hasher.combine(font.size)
      hasher.combine(font.weight)
      hasher.combine(size)
      hasher.combine(wrapWidth)
      hasher.combine(ellipsize)
      hasher.combine(centred)
      hasher.combine(language)
    }
  }

  package init(fonts: FontEnvironment) {
    FontThread.check("making a Pango font map")
    FontEnvironment.quietDefault
    fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
    pango_fc_font_map_set_config(
      OpaquePointer(fontMap),
      fonts.config)
    context = pango_font_map_create_context(fontMap)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
  }

  /// Lays out `text` in `font` at `size` points.
  /// - Parameters:
  ///   - wrapWidth: the width to wrap at, centred; `nil` for one unwrapped line.
  ///   - ellipsize: cut the end with "…" instead of wrapping (needs `wrapWidth`).
  ///   - centred: centre the lines; otherwise align them to the start of the text's direction.
  ///   - language: BCP 47 tag used to pick script-specific glyph forms and the CJK face
  ///     (``HanFaces``).
  package func layout(
    _ text: String, font: FontSpec, size: Double? = nil, wrapWidth: Double?,
    ellipsize: Bool = false, centred: Bool = true, language: String?
  ) -> TextLayout {
    FontThread.check("laying out text with Pango")
    let key = LayoutKey(
      text: text, font: font, size: size, wrapWidth: wrapWidth, ellipsize: ellipsize,
      centred: centred, language: language)
    if let cached = cache[key] { return cached }
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    let made = makeLayout(
      text, font: font, size: size, wrapWidth: wrapWidth, ellipsize: ellipsize, centred: centred,
      language: language)
    cache[key] = made
    return made
  }

  private func makeLayout(
    _ text: String, font: FontSpec, size: Double?, wrapWidth: Double?, ellipsize: Bool,
    centred: Bool, language: String?
  ) -> TextLayout {
    guard let layout = pango_layout_new(context) else {
      fatalError("Pango could not allocate a layout; the process is out of memory.")
    }
    let pointSize = size ?? font.size
    // SF Pro Text below 20 pt, SF Pro Display from 20 pt, when the sheet names both and both
    // are installed; then the tracking of the family that sets the text.
    let families = font.choice?.optical(font.families, at: pointSize) ?? font.families
    let tracking =
      families.first.map {
        font.choice?.tracking(of: $0, weight: font.weight, at: pointSize) ?? 0
      } ?? 0
    let description = pango_font_description_new()
    pango_font_description_set_family(
      description, HanFaces.ordered(families, for: language).joined(separator: ","))
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.value)))
    pango_font_description_set_absolute_size(description, pointSize * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    if let wrapWidth {
      pango_layout_set_width(layout, Int32((wrapWidth * Double(PANGO_SCALE)).rounded()))
      pango_layout_set_alignment(layout, centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
      if ellipsize {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      } else {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      }
    }
    if language != nil || font.lineHeight != nil || tracking != 0 {
      let attributes = pango_attr_list_new()
      if tracking != 0 {
        pango_attr_list_insert(
          attributes,
          pango_attr_letter_spacing_new(Int32((tracking * Double(PANGO_SCALE)).rounded())))
      }
      if let language {
        pango_attr_list_insert(
          attributes, pango_attr_language_new(pango_language_from_string(language)))
      }
      if let lineHeight = font.lineHeight {
        // Pango ≥ 1.50 splits the leading evenly above and below each line.
        pango_attr_list_insert(
          attributes,
          pango_attr_line_height_new_absolute(Int32((lineHeight * Double(PANGO_SCALE)).rounded())))
      }
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    pango_layout_set_text(layout, text, -1)
    return TextLayout(layout: layout, primaryFamily: families.first ?? "")
  }
}
