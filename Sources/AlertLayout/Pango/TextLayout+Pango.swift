// C-facing: one PangoLayout and the measurements read from it.
internal import CPangoCairo
import StyleSheet

/// Measurements of a laid-out text, in points relative to the layout's top-left corner.
package struct TextMetrics: Hashable, Sendable {
  /// Logical extents (what the text occupies, including line spacing).
  package var logical: Rect
  /// Baseline of each line, from the layout's top.
  package var baselines: [Double]
  /// Families that drew the glyphs, in order of first use.
  package var resolvedFamilies: [String]
  /// Glyphs that no font could draw.
  package var missingGlyphs: Int
  /// Whether Pango cut the text with an ellipsis.
  package var ellipsized: Bool
}

/// Owns one PangoLayout; the renderer draws exactly what was measured.
package final class TextLayout {
  let layout: OpaquePointer
  private let primaryFamily: String

  init(layout: OpaquePointer, primaryFamily: String) {
    self.layout = layout
    self.primaryFamily = primaryFamily
  }

  /// Released on the font thread, wherever the last reference goes.
  deinit {
    if FontThread.isCurrent {
      g_object_unref(UnsafeMutableRawPointer(layout))
    } else {
      let address = UInt(bitPattern: Int(bitPattern: layout))
      FontThread.async { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
    }
  }

  /// The raw PangoLayout, for the package's renderer.
  package var pangoLayout: OpaquePointer { layout }

  /// The measurements, read from Pango once.
  package func metrics() -> TextMetrics {
    if let measured { return measured }
    let fresh = measure()
    measured = fresh
    return fresh
  }

  private var measured: TextMetrics?

  private func measure() -> TextMetrics {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    var baselines: [Double] = []
    var families: [String] = []
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    repeat {
      baselines.append(Double(pango_layout_iter_get_baseline(iterator)) / scale)
    } while pango_layout_iter_next_line(iterator) != 0
    let runs = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(runs) }
    repeat {
      if let run = pango_layout_iter_get_run_readonly(runs),
        let font = run.pointee.item.pointee.analysis.font
      {
        let description = pango_font_describe(font)
        defer { pango_font_description_free(description) }
        if let family = pango_font_description_get_family(description) {
          let name = String(cString: family)
          if !families.contains(name) { families.append(name) }
        }
      }
    } while pango_layout_iter_next_run(runs) != 0
    return TextMetrics(
      logical: Rect(
        x: Double(logical.x) / scale, y: Double(logical.y) / scale,
        width: Double(logical.width) / scale, height: Double(logical.height) / scale),
      baselines: baselines,
      resolvedFamilies: families,
      missingGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)),
      ellipsized: pango_layout_is_ellipsized(layout) != 0)
  }
}
