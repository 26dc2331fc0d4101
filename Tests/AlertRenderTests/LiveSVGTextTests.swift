import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import FoundationXML
import StyleSheet
import Testing

/// `render --svg-text live`: the SVG's text as `<text>` in layers a design tool imports as
/// editable text, where the outlines sat; glyph outlines stay the default.
@Suite struct LiveSVGTextTests {
  static let specs = SpecLoader.load(
    text: """
      {"alerts": [
        {"id": "quit", "title": "Quit <Editor> & lose “changes”?",
         "message": "Your 3 unsaved documents will be closed, and what you typed since 'Save' is lost.",
         "buttons": [{"label": "Save & \\"Quit\\"", "role": "default"},
                     {"label": "Cancel", "role": "cancel"}]},
        {"id": "sign-in", "title": "Sign In", "message": "Enter your password",
         "textFields": [{"placeholder": "Password", "secure": true}, {"placeholder": "Name", "text": "A&B"}],
         "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "OK"}]},
        {"id": "mixed", "title": "Delete album?", "message": "حذف الألبوم",
         "buttons": [{"label": "OK"}]},
        {"id": "photo", "style": "actionSheet", "title": "Photo Options",
         "buttons": [{"label": "Share"}, {"label": "Cancel", "role": "cancel"}, {"label": "Duplicate"}]}
      ]}
      """
  ).alerts

  static func spec(_ id: String) throws -> AlertSpec {
    try #require(specs.first { $0.id == id })
  }

  static func style(_ base: StyleSheet, _ text: SVGText, frame: PictureFrame = .screen)
    -> StyleSheet
  {
    var style = base
    style.svgText = text
    style.frame = frame
    return style
  }

  /// A `<text>`: the layer it is in, its characters and its attributes.
  struct Text {
    var layer: String
    var string: String
    var attributes: [String: String]
    var x: Double { Double(attributes["x"] ?? "") ?? .nan }
    var y: Double { Double(attributes["y"] ?? "") ?? .nan }
  }

  /// The document parsed by libxml2 (FoundationXML's), and its `<text>` elements.
  static func texts(_ svg: Data) throws -> (root: XMLElement, texts: [Text]) {
    let root = try #require(try XMLDocument(data: svg).rootElement())
    var texts: [Text] = []
    for group in root.elements(forName: "g") {
      let layer = group.attributes?.first { $0.name == "id" }?.stringValue ?? ""
      for text in group.elements(forName: "text") {
        var attributes: [String: String] = [:]
        for attribute in text.attributes ?? [] {
          attributes[attribute.name ?? ""] = attribute.stringValue
        }
        texts.append(Text(layer: layer, string: text.stringValue ?? "", attributes: attributes))
      }
    }
    return (root, texts)
  }

  static func svg(
    _ id: String, _ text: SVGText, style base: StyleSheet = RenderFixtures.style,
    frame: PictureFrame = .screen
  ) throws -> (svg: Data, geometry: AlertGeometry) {
    let renderer = AlertRenderer(style: style(base, text, frame: frame))
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let spec = try spec(id)
    return (
      try renderer.svg(spec, in: configuration),
      renderer.layouter.geometry(of: spec, in: configuration)
    )
  }

  @Test func theTextIsInLayersWithTheSpecsExactStrings() throws {
    let (svg, geometry) = try Self.svg("quit", .live)
    let (_, texts) = try Self.texts(svg)
    func lines(_ layer: String) -> [String] { texts.filter { $0.layer == layer }.map(\.string) }
    #expect(lines("title").joined(separator: " ") == "Quit <Editor> & lose “changes”?")
    #expect(
      lines("message").joined(separator: " ")
        == "Your 3 unsaved documents will be closed, and what you typed since 'Save' is lost.")
    #expect(lines("message").count == geometry.message?.lineCount)
    // Numbered in the spec's order.
    #expect(lines("button-1") == ["Save & \"Quit\""])
    #expect(lines("button-2") == ["Cancel"])
    #expect(texts.allSatisfy { $0.attributes["xml:space"] == "preserve" })
  }

  @Test func liveTextHasNoGlyphOutlinesAndOutlinesAreTheDefault() throws {
    #expect(RenderFixtures.style.svgText == .outlines)
    let live = String(decoding: try Self.svg("quit", .live).svg, as: UTF8.self)
    let outlines = String(decoding: try Self.svg("quit", .outlines).svg, as: UTF8.self)
    let byDefault = try AlertRenderer(style: RenderFixtures.style).svg(
      try Self.spec("quit"), in: RenderFixtures.configuration("iphone-se", .portrait, .light))
    #expect(!live.contains("<symbol") && !live.contains("glyph"))
    #expect(live.contains("<text"))
    #expect(outlines.contains("<symbol") && !outlines.contains("<text"))
    #expect(Data(outlines.utf8) == byDefault)
  }

  @Test func theFamilyNamesSFProBeforeInter() throws {
    let (_, texts) = try Self.texts(try Self.svg("quit", .live).svg)
    for text in texts {
      let family = try #require(text.attributes["font-family"])
      let sf = try #require(family.range(of: "'SF Pro Text'"), "\(family)")
      let inter = try #require(family.range(of: "Inter"), "\(family)")
      #expect(sf.lowerBound < inter.lowerBound)
      #expect(family.hasSuffix("sans-serif"))
    }
    let title = try #require(texts.first { $0.layer == "title" })
    #expect(title.attributes["font-size"] == "17" && title.attributes["font-weight"] == "600")
    // Apple's tracking for SF Pro Text at 17 pt, −26/1000 em.
    #expect(title.attributes["letter-spacing"] == "-0.442")
    #expect(title.attributes["fill"] == "#000000" && title.attributes["text-anchor"] == "middle")
  }

  /// A line names the fallback its own characters were drawn in, not every fallback the sheet
  /// lists: Latin text Inter alone, Arabic text Inter then Noto Sans Arabic.
  @Test func aLineNamesOnlyTheFallbacksItsCharactersTook() throws {
    let (_, texts) = try Self.texts(try Self.svg("mixed", .live).svg)
    let title = try #require(texts.first { $0.layer == "title" }?.attributes["font-family"])
    let message = try #require(texts.first { $0.layer == "message" }?.attributes["font-family"])
    #expect(title == "'SF Pro Text', 'SF Pro', Inter, sans-serif")
    #expect(message == "'SF Pro Text', 'SF Pro', Inter, 'Noto Sans Arabic', sans-serif")
  }

  /// The gallery's frame for SVGs alone (`svgFrame`): the SVG is the alert alone while the
  /// PNG stays the whole screen.
  @Test func anSVGFrameOfItsOwnLeavesThePNGTheScreen() throws {
    var style = Self.style(RenderFixtures.style, .live)
    style.svgFrame = .alert
    let renderer = AlertRenderer(style: style)
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let spec = try Self.spec("quit")
    let root = try Self.texts(try renderer.svg(spec, in: configuration)).root
    #expect(root.attributes?.first { $0.name == "width" }?.stringValue == "270px")
    // The PNG's IHDR width: the whole screen, 375 points at the device's scale.
    let geometry = renderer.layouter.geometry(of: spec, in: configuration)
    let png = try renderer.png(spec, in: configuration)
    #expect(geometry.screen.width == 375)
    #expect(
      png.count > 24
        && png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 375 * Int(geometry.scale))
  }

  @Test func eachLineSitsOnItsLayoutBaseline() throws {
    let (svg, geometry) = try Self.svg("quit", .live)
    let (_, texts) = try Self.texts(svg)
    var expected: [(String, [Double])] = [
      ("title", geometry.title?.baselines ?? []), ("message", geometry.message?.baselines ?? []),
    ]
    for button in geometry.buttons {
      expected.append(("button-\(button.specIndex + 1)", button.text.baselines))
    }
    for (layer, baselines) in expected {
      let ys: [Double] = texts.filter { $0.layer == layer }.map { $0.y }
      #expect(ys.count == baselines.count, "\(layer)")
      for (y, baseline) in zip(ys, baselines) { #expect(abs(y - baseline) < 1, "\(layer)") }
    }
    // Centred where the outlines were: each line's middle is the alert's.
    let middle = geometry.alert.x + geometry.alert.width / 2
    for text in texts where ["title", "message"].contains(text.layer) {
      #expect(abs(text.x - middle) < 0.5)
    }
  }

  @Test func textFieldsAreLayersToo() throws {
    let (svg, geometry) = try Self.svg("sign-in", .live)
    let (_, texts) = try Self.texts(svg)
    let first = try #require(texts.first { $0.layer == "field-1" })
    let second = try #require(texts.first { $0.layer == "field-2" })
    #expect(first.string == "Password" && second.string == "A&B")
    #expect(abs(second.y - (geometry.textFields[1].text.baselines.first ?? 0)) < 1)
    #expect(first.attributes["text-anchor"] == "start")
    // The keyboard's labels are text too, in a layer of their own.
    #expect(texts.contains { $0.layer == "keyboard" && $0.string == "q" })
    let ids = try Self.texts(svg).root.elements(forName: "g").compactMap {
      $0.attributes?.first { $0.name == "id" }?.stringValue
    }
    #expect(Set(ids).count == ids.count, "\(ids)")
  }

  /// A scrolling alert's field, cut at the buttons as the outlines are, is clipped the same.
  @Test func textCutAtTheButtonsIsClipped() throws {
    let renderer = AlertRenderer(style: Self.style(RenderFixtures.style, .live))
    let configuration = RenderFixtures.configuration("iphone-se", .landscape, .light)
    let svg = try renderer.svg(RenderFixtures.example("sign-in-password"), in: configuration)
    let (root, _) = try Self.texts(svg)
    let groups = root.elements(forName: "g")
    func group(_ id: String) -> XMLElement? {
      groups.first { $0.attributes?.first { $0.name == "id" }?.stringValue == id }
    }
    let field = try #require(group("field-1"))
    #expect(field.attributes?.first { $0.name == "clip-path" }?.stringValue == "url(#field-1-clip)")
    #expect(field.elements(forName: "clipPath").first?.elements(forName: "rect").count == 1)
    // What is whole is not clipped.
    #expect(group("title")?.attributes?.contains { $0.name == "clip-path" } == false)
  }

  @Test(arguments: [PictureFrame.screen, .alert])
  func anActionSheetInIOS26(frame: PictureFrame) throws {
    let (svg, geometry) = try Self.svg("photo", .live, style: RenderFixtures.ios26, frame: frame)
    let (root, texts) = try Self.texts(svg)
    let sheet = try #require(geometry.sheet)
    // The alert alone starts at the action group, on the 2× pixel grid.
    let origin =
      frame == .alert
      ? (
        x: (sheet.actionGroup.x * 2).rounded(.down) / 2,
        y: (sheet.actionGroup.y * 2).rounded(.down) / 2
      ) : (x: 0, y: 0)
    #expect(
      texts.filter { $0.layer.hasPrefix("button-") }.map(\.string) == [
        "Share", "Cancel", "Duplicate",
      ])
    for button in geometry.buttons {
      let text = try #require(texts.first { $0.layer == "button-\(button.specIndex + 1)" })
      #expect(text.string == button.label)
      #expect(abs(text.y - ((button.text.baselines.first ?? 0) - origin.y)) < 1, "\(button.label)")
      #expect(abs(text.x - (button.frame.x + button.frame.width / 2 - origin.x)) < 0.5)
    }
    let title = try #require(texts.first { $0.layer == "title" })
    #expect(abs(title.y - ((geometry.title?.baselines.first ?? 0) - origin.y)) < 1)
    let width =
      Double(
        root.attributes?.first { $0.name == "width" }?.stringValue?
          .replacingOccurrences(of: "px", with: "") ?? "") ?? 0
    #expect(texts.allSatisfy { $0.x > 0 && $0.x < width })
  }

  @Test func rightToLeftTextRunsRightToLeftFromItsStart() throws {
    var spec = try Self.spec("quit")
    spec.locale = "he"
    spec.title = "מחק את האלבום?"
    spec.message = "התמונות יימחקו מכל המכשירים שלך."
    let renderer = AlertRenderer(style: Self.style(RenderFixtures.ios26, .live))
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let (_, texts) = try Self.texts(try renderer.svg(spec, in: configuration))
    let title = try #require(texts.first { $0.layer == "title" })
    #expect(title.string == "מחק את האלבום?")
    #expect(title.attributes["direction"] == "rtl")
    let message = try #require(texts.first { $0.layer == "message" })
    #expect(message.attributes["direction"] == "rtl")
  }
}
