// C-facing: the lines and the font of a PangoLayout, for text kept as text (live SVG text).
internal import CPangoCairo

extension TextLayout {
  /// Each line's text and place, read from Pango: the substring the line covers (the ellipsis
  /// in place of what an ellipsized line cut), the extent of its characters without the white
  /// space it wrapped at, and its baseline. Font thread only.
  package func lines() -> [TextLine] {
    FontThread.check("reading the lines of a Pango layout")
    guard let text = pango_layout_get_text(layout) else { return [] }
    let bytes = Array(UnsafeBufferPointer(start: text, count: strlen(text))).map {
      UInt8(bitPattern: $0)
    }
    let scale = Double(PANGO_SCALE)
    var lines: [TextLine] = []
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let start = Int(line.pointee.start_index)
      let end = min(bytes.count, start + Int(line.pointee.length))
      let ellipsized = Self.hasEllipsis(line)
      let shown =
        ellipsized
        ? Self.visibleText(of: line, in: bytes)
        : String(decoding: bytes[start..<end], as: UTF8.self)
      let trimmed = String(shown.reversed().drop(while: \.isWhitespace).reversed())
      var left = Double(logical.x)
      var width = Double(logical.width)
      if !ellipsized, !trimmed.isEmpty {
        // The characters alone: from the first's leading edge to the last's trailing edge.
        let lastStart = start + trimmed.utf8.count - (trimmed.unicodeScalars.last?.utf8.count ?? 0)
        var leading: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_line_index_to_x(line, Int32(start), 0, &leading)
        pango_layout_line_index_to_x(line, Int32(lastStart), 1, &trailing)
        left += Double(min(leading, trailing))
        width = Double(abs(trailing - leading))
      }
      lines.append(
        TextLine(
          text: trimmed, x: left / scale, width: width / scale,
          baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale,
          top: Double(logical.y) / scale, height: Double(logical.height) / scale,
          isRightToLeft: pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL,
          families: Self.families(of: line)))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  /// The family list, size, weight and alignment the layout was made with.
  package func font() -> TextFont {
    let description = pango_layout_get_font_description(layout)
    let families =
      description.flatMap { pango_font_description_get_family($0) }.map { String(cString: $0) }
      ?? ""
    let size = description.map { Double(pango_font_description_get_size($0)) } ?? 0
    let weight = description.map { Int(pango_font_description_get_weight($0).rawValue) } ?? 400
    return TextFont(
      families: families.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty },
      size: size / Double(PANGO_SCALE), weight: weight,
      centred: pango_layout_get_alignment(layout) == PANGO_ALIGN_CENTER)
  }

  /// The families of the fonts `line`'s runs were shaped in, in logical order, each once.
  private static func families(of line: UnsafeMutablePointer<PangoLayoutLine>) -> [String] {
    var families: [String] = []
    for item in runs(of: line).map(\.pointee.item.pointee).sorted(by: { $0.offset < $1.offset }) {
      guard let font = item.analysis.font, let description = pango_font_describe(font) else {
        continue
      }
      defer { pango_font_description_free(description) }
      guard let name = pango_font_description_get_family(description) else { continue }
      let family = String(cString: name)
      if !family.isEmpty, !families.contains(family) { families.append(family) }
    }
    return families
  }

  /// Whether one of `line`'s runs is the ellipsis Pango put in place of cut text.
  private static func hasEllipsis(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
    runs(of: line).contains { $0.pointee.item.pointee.analysis.flags & ellipsisFlag != 0 }
  }

  /// The text `line` shows in logical order: each run's characters, and "…" for the ellipsis.
  private static func visibleText(
    of line: UnsafeMutablePointer<PangoLayoutLine>, in bytes: [UInt8]
  ) -> String {
    runs(of: line).map(\.pointee.item.pointee).sorted { $0.offset < $1.offset }.map { item in
      guard item.analysis.flags & ellipsisFlag == 0 else { return "…" }
      let start = min(bytes.count, Int(item.offset))
      let end = min(bytes.count, start + Int(item.length))
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }.joined()
  }

  /// `PANGO_ANALYSIS_FLAG_IS_ELLIPSIS`: set on the item of the run Pango made for an ellipsis.
  private static let ellipsisFlag: UInt8 = 1 << 1

  /// The runs of `line`, in visual order.
  private static func runs(of line: UnsafeMutablePointer<PangoLayoutLine>)
    -> [UnsafeMutablePointer<PangoGlyphItem>]
  {
    var runs: [UnsafeMutablePointer<PangoGlyphItem>] = []
    var node = line.pointee.runs
    while let current = node {
      if let data = current.pointee.data {
        runs.append(data.assumingMemoryBound(to: PangoGlyphItem.self))
      }
      node = current.pointee.next
    }
    return runs
  }
}
