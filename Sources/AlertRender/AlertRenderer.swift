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
    let drawn = try drawing(spec, in: configuration, formats: formats)
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
    return (drawn.geometry, files)
  }

  /// Lays `spec` out once and draws it in `formats`, in one visit to the font thread.
  func drawing(_ spec: AlertSpec, in configuration: RenderConfiguration, formats: [ImageFormat])
    throws -> (geometry: AlertGeometry, pixels: Pixels?, svg: Data?)
  {
    // The backdrop is fitted and blurred here, off the font thread.
    let backdrop = try BackdropFile.path(of: spec).map {
      try backdrops.backdrop(at: $0, for: configuration, style: layouter.style)
    }
    return try FontThread.run {
      let laidOut = layouter.layout(spec, in: configuration)
      let geometry = laidOut.geometry
      let paintAlert: (OpaquePointer) -> Void =
        geometry.sheet.map {
          SheetPainter(alert: laidOut, sheet: $0, style: layouter.style, backdrop: backdrop).paint
        } ?? AlertPainter(alert: laidOut, style: layouter.style, backdrop: backdrop).paint
      // The status bar and the rest of the chrome, when asked for, over everything.
      let chrome = layouter.chrome(in: configuration).map(ChromePainter.init(chrome:))
      let paint: (OpaquePointer) -> Void = { cr in
        paintAlert(cr)
        chrome?.paint(cr)
      }
      let pixels =
        formats.contains(.png)
        ? try Pixels(screen: geometry.screen, scale: geometry.scale) { paint($0) } : nil
      let svg =
        formats.contains(.svg)
        ? try svgDocument(screen: geometry.screen) { paint($0) } : nil
      return (geometry, pixels, svg)
    }
  }
}
