import AlertLayout
import AlertMarkup
import Foundation
import StyleSheet

extension LiveText {
  /// `svg`, which cairo drew without text, with a `<g id="title">`, `<g id="message">`,
  /// `<g id="field-1">`…, `<g id="button-1">`… at its end, one `<text>` per laid-out line.
  /// libxml2 adds them and escapes their text.
  ///
  /// The groups come last, so the text is over everything cairo drew, as it was when drawn:
  /// each text is the last thing painted where it sits.
  func inserted(into svg: Data, fonts: FontChoice) throws -> Data {
    let groups = layers.keys.sorted().map { layer in
      group(layer, runs: layers[layer] ?? [], fonts: fonts)
    }
    guard !groups.isEmpty else { return svg }
    do {
      return try MarkupDocument.xml(svg, appendingToRoot: groups)
    } catch {
      throw RenderError(message: "the SVG's live text could not be added: \(error)")
    }
  }

  /// A layer's group: its lines, and a clip path when a line reaches out of the clip the
  /// painter drew it in (the header of an alert that scrolls).
  private func group(_ layer: TextLayer, runs: [LiveTextRun], fonts: FontChoice) -> MarkupElement {
    var children: [MarkupNode] = []
    var attributes = [("id", layer.id)]
    var clip: Rect?
    for run in runs {
      for line in run.lines where !line.text.isEmpty {
        children.append(
          .element(
            text(line, of: run, centred: run.font.centred || layer.isCentredInItsBox, fonts: fonts)
          ))
        if let bounds = run.clip, !bounds.contains(box(of: line, in: run)) { clip = bounds }
      }
    }
    if let clip {
      let name = layer.id + "-clip"
      children.insert(
        .el(
          "clipPath", [("id", name)],
          [
            .el(
              "rect",
              [
                ("x", svgNumber(clip.x)), ("y", svgNumber(clip.y)),
                ("width", svgNumber(clip.width)), ("height", svgNumber(clip.height)),
              ])
          ]), at: 0)
      attributes.append(("clip-path", "url(#\(name))"))
    }
    return MarkupElement("g", attributes, children)
  }

  /// One line as `<text>` at its baseline.
  ///
  /// A centred line (iOS centres an alert's title and message, and every label in its button)
  /// is anchored at its middle (`text-anchor="middle"`): in SF Pro, whose lines are not as wide
  /// as Inter's, it stays centred where the outline sat, and a design tool that edits it keeps
  /// it centred. A line
  /// aligned to its start is anchored at its start: its left edge, or its right edge in a
  /// right-to-left line (`direction="rtl"`, which also orders mixed text as iOS does).
  private func text(_ line: TextLine, of run: LiveTextRun, centred: Bool, fonts: FontChoice)
    -> MarkupElement
  {
    let size = run.font.size * run.scale
    let families = Self.families(run.font, line: line, fonts: fonts)
    let anchorX: Double
    let anchor: String
    if centred {
      (anchorX, anchor) = (line.x + line.width / 2, "middle")
    } else {
      (anchorX, anchor) = (line.isRightToLeft ? line.x + line.width : line.x, "start")
    }
    var attributes = [
      ("x", svgNumber(run.originX + anchorX * run.scale)),
      ("y", svgNumber(run.originY + line.baseline * run.scale)),
      ("font-family", Self.cssFamilies(families)),
      ("font-size", svgNumber(size)),
      ("font-weight", String(run.font.weight)),
    ]
    // Apple's tracking for the family named first (SF Pro Text below 20 pt), as iOS sets it,
    // so the text is as wide as on the phone where the designer has SF Pro.
    if let first = families.first {
      let weight = FontWeight.allCases.first { $0.value == run.font.weight } ?? .regular
      let tracking = fonts.tracking(of: first, weight: weight, at: run.font.size) * run.scale
      if tracking != 0 { attributes.append(("letter-spacing", svgNumber(tracking))) }
    }
    attributes.append(("fill", String(run.color.description.prefix(7))))
    if run.color.alpha < 1 { attributes.append(("fill-opacity", svgNumber(run.color.alpha))) }
    if line.isRightToLeft { attributes.append(("direction", "rtl")) }
    attributes.append(("text-anchor", anchor))
    attributes.append(("xml:space", "preserve"))
    return MarkupElement("text", attributes, text: line.text)
  }

  /// The line's logical box in user space.
  private func box(of line: TextLine, in run: LiveTextRun) -> Rect {
    Rect(
      x: run.originX + line.x * run.scale, y: run.originY + line.top * run.scale,
      width: line.width * run.scale, height: line.height * run.scale)
  }

  /// The sheet's families used only when installed (SF Pro Text or SF Pro Display by size,
  /// then SF Pro) before the families the line was drawn in, each once: SF Pro where the
  /// designer has it, the fonts of this render elsewhere. A line names the fallbacks its own
  /// characters took (Noto Sans Arabic for Arabic), not every fallback the sheet lists, which
  /// would repeat a dozen names on every `<text>`; a line Pango read no fonts for names the
  /// whole list.
  static func families(_ font: TextFont, line: TextLine, fonts: FontChoice) -> [String] {
    var families: [String] = []
    let drawn = line.families.isEmpty ? font.families : line.families
    // The first family the text was given leads, where the line used it or not (a line of
    // Arabic alone is still Inter's text to a designer who types Latin into it).
    let given = font.families.first.map { [$0] } ?? []
    for family in fonts.optical(fonts.ifInstalled + given + drawn, at: font.size)
    where !families.contains(family) {
      families.append(family)
    }
    return families
  }

  /// A CSS font-family list: names other than one plain word quoted, `sans-serif` last.
  static func cssFamilies(_ families: [String]) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-")
    let names = families.map { family -> String in
      if !family.isEmpty, family.allSatisfy(plain.contains) { return family }
      let escaped = family.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "'", with: "\\'")
      return "'\(escaped)'"
    }
    return (names + ["sans-serif"]).joined(separator: ", ")
  }
}

extension Rect {
  /// Whether `other` lies inside this rectangle, give or take half a point.
  fileprivate func contains(_ other: Rect) -> Bool {
    other.x >= x - 0.5 && other.y >= y - 0.5 && other.maxX <= maxX + 0.5
      && other.maxY <= maxY + 0.5
  }
}

/// A length or coordinate as SVG writes it: at most three decimals, no trailing zeros.
func svgNumber(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    return String(Int(rounded))
  }
  var text = String(format: "%.3f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
