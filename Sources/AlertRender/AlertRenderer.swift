import AlertLayout
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// An image format the renderer writes.
public enum ImageFormat: String, Sendable, CaseIterable, Codable {
  case png, svg
}

/// Draws alerts as iOS would, with Cairo, from the layout Pango measured.
///
/// Safe to share between threads: laying out and drawing run on the ``FontThread``, and only
/// PNG encoding runs on the caller's thread, so several threads rendering at once keep the
/// font thread busy while they compress.
public final class AlertRenderer: Sendable {
  /// The layouter whose measurements are drawn.
  public let layouter: AlertLayouter
  /// PNG compression settings.
  public let pngOptions: PNGOptions
  /// Backdrops read, fitted and blurred, shared by the renders that draw them.
  let backdrops = Backdrops()

  /// Makes a renderer for a style sheet.
  public init(style: StyleSheet, pngOptions: PNGOptions = PNGOptions()) {
    self.layouter = AlertLayouter(style: style)
    self.pngOptions = pngOptions
  }

  /// The alert as a PNG image of the whole screen, at the configuration's scale.
  public func png(_ spec: AlertSpec, in configuration: RenderConfiguration) throws -> Data {
    try rendered(spec, in: configuration).png
  }

  /// The alert as an SVG document of the whole screen, in points.
  public func svg(_ spec: AlertSpec, in configuration: RenderConfiguration) throws -> Data {
    let drawn = try drawing(spec, in: configuration, formats: [.svg])
    guard let svg = drawn.svg else { throw RenderError(message: "the SVG was not drawn") }
    return svg
  }

  /// Renders `spec` in `configuration` into `folder`, one file per format, each written
  /// atomically through ``OutputFolder`` (nothing is written through a link inside `folder`).
  /// Returns the geometry and the paths written.
  public func write(
    _ spec: AlertSpec, in configuration: RenderConfiguration, formats: [ImageFormat],
    to folder: String
  ) throws -> (geometry: AlertGeometry, files: [String]) {
    let written = try write(
      spec, in: configuration, formats: formats, to: folder, cardPictureWidth: nil)
    return (written.geometry, written.files)
  }

  /// Renders as ``write(_:in:formats:to:)`` does and, given `cardPictureWidth`, also writes
  /// the card picture (``OutputNames/cardPicture(id:slug:)``): the alert and a margin of the
  /// screen around it (``CardCrop``) drawn again at the scale that makes it that many pixels
  /// wide, as a PNG for a gallery's index. Returns its path as `card`.
  public func write(
    _ spec: AlertSpec, in configuration: RenderConfiguration, formats: [ImageFormat],
    to folder: String, cardPictureWidth: Int?
  ) throws -> (geometry: AlertGeometry, files: [String], card: String?) {
    let drawn = try drawing(
      spec, in: configuration, formats: formats, cardPictureWidth: cardPictureWidth)
    let output = OutputFolder(folder)
    var files: [String] = []
    for format in formats {
      let relative = OutputNames.image(id: spec.id, configuration, format: format)
      let data: Data
      switch format {
      case .png:
        guard let pixels = drawn.pixels else { continue }
        data = try pixels.png(level: pngOptions.level, filters: pngOptions.filters)
      case .svg:
        guard let svg = drawn.svg else { continue }
        data = svg
      }
      try output.write(data, to: relative)
      files.append(output.path(relative))
    }
    var card: String?
    if let pixels = drawn.card {
      let relative = OutputNames.cardPicture(id: spec.id, slug: configuration.slug)
      // Small, and downloaded by every visitor of the index: compressed harder (level 9
      // measured 4 % smaller than 6, for five times the time).
      let data = try pixels.png(level: 6, filters: .none)
      try output.write(data, to: relative)
      card = output.path(relative)
    }
    return (drawn.geometry, files, card)
  }

  /// Lays `spec` out once and draws it in `formats`, and as a card picture `cardPictureWidth`
  /// pixels wide (drawn at that scale, so its text is as sharp as the size allows), in one
  /// visit to the font thread.
  func drawing(
    _ spec: AlertSpec, in configuration: RenderConfiguration, formats: [ImageFormat],
    cardPictureWidth: Int? = nil
  ) throws -> (geometry: AlertGeometry, pixels: Pixels?, svg: Data?, card: Pixels?) {
    // The backdrop is fitted and blurred here, off the font thread.
    let backdrop = try BackdropFile.path(of: spec).map {
      try backdrops.backdrop(at: $0, for: configuration, style: layouter.style)
    }
    return try FontThread.run {
      let laidOut = layouter.layout(spec, in: configuration)
      let geometry = laidOut.geometry
      let sheetPainter = geometry.sheet.map {
        SheetPainter(alert: laidOut, sheet: $0, style: layouter.style, backdrop: backdrop)
      }
      let alertPainter = AlertPainter(alert: laidOut, style: layouter.style, backdrop: backdrop)
      let paintAlert: (OpaquePointer, LiveText?) -> Void = { cr, live in
        if let sheetPainter {
          sheetPainter.paint(cr, live: live)
        } else {
          alertPainter.paint(cr, live: live)
        }
      }
      // The status bar and the rest of the chrome, when asked for, over everything.
      let chrome = layouter.chrome(in: configuration).map(ChromePainter.init(chrome:))
      // The alert alone (--frame alert): its pixels as on the screen, nothing around them.
      let style = layouter.style
      let alone = AlertOutline(geometry, continuous: style.metrics.continuousCorners)
      let outline = style.frame == .alert ? alone : nil
      let svgOutline = (style.svgFrame ?? style.frame) == .alert ? alone : nil
      let size = outline?.size ?? geometry.screen
      // With `live`, the text is kept there to be written as SVG text, not drawn.
      let framed: (AlertOutline?) -> (OpaquePointer, LiveText?) -> Void = { outline in
        { cr, live in
          if let outline {
            outline.clip(cr)
            paintAlert(cr, live)
            return
          }
          paintAlert(cr, live)
          chrome?.paint(cr, live: live)
        }
      }
      let paint = framed(outline)
      let transparent = outline != nil
      let pixels =
        formats.contains(.png)
        ? try Pixels(screen: size, scale: Double(geometry.scale), transparent: transparent) {
          paint($0, nil)
        } : nil
      let svg =
        formats.contains(.svg)
        ? try svgDocument(
          screen: svgOutline?.size ?? geometry.screen, text: style.svgText,
          fonts: style.fonts.choice, framed(svgOutline)) : nil
      // A card picture shows the alert and a margin of the screen around it (the alert alone
      // when that is the frame).
      let card = try cardPictureWidth.map { width in
        let crop = outline == nil ? CardCrop(geometry) : nil
        let cardSize = crop?.size ?? size
        return
          try Pixels(
            screen: cardSize, scale: Double(width) / cardSize.width, transparent: transparent
          ) { cr in
            crop?.shift(cr)
            paint(cr, nil)
          }
      }
      return (geometry, pixels, svg, card)
    }
  }
}
