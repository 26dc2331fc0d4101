import AlertLayout
import Foundation
import StyleSheet
import Testing

/// A layout's lines as live SVG text reads them: each line's characters, place and baseline.
@Suite struct TextLineTests {
  static func lines(
    _ text: String, width: Double?, ellipsize: Bool = false, centred: Bool = true,
    language: String? = nil
  ) throws -> (lines: [TextLine], font: TextFont, baselines: [Double]) {
    let fonts = try FontEnvironment.forStyle(Fixtures.style)
    return FontThread.run {
      let layout = fonts.engine.layout(
        text, font: Fixtures.style.fonts.message, wrapWidth: width, ellipsize: ellipsize,
        centred: centred, language: language)
      return (layout.lines(), layout.font(), layout.metrics().baselines)
    }
  }

  @Test func aWrappedParagraphsLinesHoldItsWordsAndBaselines() throws {
    let message = "Its photos will be deleted from all your devices, and this cannot be undone."
    let (lines, font, baselines) = try Self.lines(message, width: 150)
    #expect(lines.count > 2)
    #expect(lines.map(\.text).joined(separator: " ") == message)
    #expect(lines.allSatisfy { !$0.text.hasSuffix(" ") && !$0.isRightToLeft })
    #expect(lines.map(\.baseline) == baselines)
    // Centred in the 150-pt width: each line's middle at 75.
    for line in lines { #expect(abs(line.x + line.width / 2 - 75) < 0.5, "\(line)") }
    #expect(font.centred && font.families.first == "Inter" && font.weight == 400)
    #expect(font.size == Fixtures.style.fonts.message.size)
  }

  @Test func anEllipsizedLineShowsTheEllipsis() throws {
    let (lines, _, _) = try Self.lines(
      "A label far too long to fit in its button", width: 80, ellipsize: true, centred: false)
    let line = try #require(lines.first)
    #expect(lines.count == 1)
    #expect(line.text.hasPrefix("A label") && line.text.hasSuffix("…"), "\(line.text)")
    #expect(line.width <= 80.5)
  }

  @Test func aRightToLeftLineSaysSo() throws {
    let (lines, font, _) = try Self.lines(
      "שלום עולם", width: 200, centred: false, language: "he")
    let line = try #require(lines.first)
    #expect(line.text == "שלום עולם")
    #expect(line.isRightToLeft)
    // Aligned to its start, the right edge.
    #expect(abs(line.x + line.width - 200) < 0.5, "\(line)")
    #expect(!font.centred)
  }
}
