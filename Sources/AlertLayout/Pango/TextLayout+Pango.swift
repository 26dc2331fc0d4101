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
  /// The faces that drew them, in the same order: the file's name and the face's index in it
  /// (`NotoSansCJK-Regular.ttc#2`), which tells the faces of one collection apart.
  package var resolvedFaces: [String]
  /// The characters drawn without a glyph of their own, in text order.
  package var missingCharacters: [MissingCharacter]
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
    var faces: [String] = []
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    repeat {
      baselines.append(Double(pango_layout_iter_get_baseline(iterator)) / scale)
    } while pango_layout_iter_next_line(iterator) != 0
    // Which clusters are drawn, and which as boxes, only looked for when the text may have a
    // missing character: Pango counts the boxes, and private-use code points are rare.
    let text = String(cString: pango_layout_get_text(layout))
    let checkClusters =
      pango_layout_get_unknown_glyphs_count(layout) > 0
      || text.unicodeScalars.contains(where: MissingCharacter.isPrivateUse)
    var unknown = Set<Int>()
    var drawn = Set<Int>()
    let runs = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(runs) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(runs) else { continue }
      if let font = run.pointee.item.pointee.analysis.font {
        let description = pango_font_describe(font)
        defer { pango_font_description_free(description) }
        if let family = pango_font_description_get_family(description) {
          let name = String(cString: family)
          if !families.contains(name) { families.append(name) }
        }
        if let face = Self.face(of: font), !faces.contains(face) { faces.append(face) }
      }
      if checkClusters { Self.clusters(of: run, unknown: &unknown, drawn: &drawn) }
    } while pango_layout_iter_next_run(runs) != 0
    return TextMetrics(
      logical: Rect(
        x: Double(logical.x) / scale, y: Double(logical.y) / scale,
        width: Double(logical.width) / scale, height: Double(logical.height) / scale),
      baselines: baselines,
      resolvedFamilies: families,
      resolvedFaces: faces,
      missingCharacters: MissingCharacter.find(in: text, unknown: unknown, drawn: drawn),
      ellipsized: pango_layout_is_ellipsized(layout) != 0)
  }

  /// Whether a colour font (Noto Color Emoji) draws any of the text: its glyphs are pictures
  /// with no outlines, so such text can only be shown as glyphs. On the font thread.
  package func drawsColourGlyphs() -> Bool {
    let runs = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(runs) }
    repeat {
      guard let font = pango_layout_iter_get_run_readonly(runs)?.pointee.item.pointee.analysis.font
      else { continue }
      let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
      var colour: FcBool = 0
      if let pattern = pango_fc_font_get_pattern(fcFont),
        FcPatternGetBool(pattern, "color", 0, &colour) == FcResultMatch, colour != 0
      {
        return true
      }
    } while pango_layout_iter_next_run(runs) != 0
    return false
  }

  /// `file-name#index` of the fontconfig face behind `font` (the font map is fontconfig's).
  private static func face(of font: UnsafeMutablePointer<PangoFont>) -> String? {
    let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
    guard let pattern = pango_fc_font_get_pattern(fcFont) else { return nil }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else {
      return nil
    }
    var index: Int32 = 0
    _ = FcPatternGetInteger(pattern, "index", 0, &index)
    let path = String(cString: file)
    return (path.split(separator: "/").last.map(String.init) ?? path) + "#\(index)"
  }

  /// Pango's `PANGO_GLYPH_UNKNOWN_FLAG` (a macro with a cast, which Swift does not import):
  /// set on the box Pango draws for a character no font has.
  private static let unknownGlyphFlag: UInt32 = 0x1000_0000

  /// Adds the UTF-8 offset (in the layout's text) of each glyph's cluster of `run` to `unknown`
  /// when it is a box, else to `drawn`.
  private static func clusters(
    of run: UnsafeMutablePointer<PangoGlyphItem>, unknown: inout Set<Int>, drawn: inout Set<Int>
  ) {
    let start = Int(run.pointee.item.pointee.offset)
    let glyphs = run.pointee.glyphs.pointee
    for index in 0..<Int(glyphs.num_glyphs) {
      let cluster = start + Int(glyphs.log_clusters[index])
      if glyphs.glyphs[index].glyph & unknownGlyphFlag != 0 {
        unknown.insert(cluster)
      } else {
        drawn.insert(cluster)
      }
    }
  }
}
