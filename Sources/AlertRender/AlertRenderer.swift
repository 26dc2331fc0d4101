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
/// Not thread-safe (it owns a Pango context): make one per thread.
public final class AlertRenderer {
  /// The layouter whose measurements are drawn.
  public let layouter: AlertLayouter
  /// PNG compression settings.
  public var pngOptions: PNGOptions

  /// Makes a renderer for a style sheet.
  public init(style: StyleSheet, pngOptions: PNGOptions = PNGOptions()) {
    self.layouter = AlertLayouter(style: style)
    self.pngOptions = pngOptions
  }

  /// The alert as a PNG image of the whole screen, at the configuration's scale.
  public func png(_ spec: AlertSpec, in configuration: RenderConfiguration) throws -> Data {
    let laidOut = layouter.layout(spec, in: configuration)
    return try png(laidOut)
  }

  /// The alert as an SVG document of the whole screen, in points.
  public func svg(_ spec: AlertSpec, in configuration: RenderConfiguration) throws -> Data {
    let laidOut = layouter.layout(spec, in: configuration)
    return try svg(laidOut)
  }

  /// Renders `spec` in `configuration` into `folder`, one file per format, each written
  /// atomically. Returns the geometry and the paths written.
  public func write(
    _ spec: AlertSpec, in configuration: RenderConfiguration, formats: [ImageFormat],
    to folder: String
  ) throws -> (geometry: AlertGeometry, files: [String]) {
    let laidOut = layouter.layout(spec, in: configuration)
    var files: [String] = []
    for format in formats {
      let path = folder + "/" + OutputNames.image(id: spec.id, configuration, format: format)
      let data = format == .png ? try png(laidOut) : try svg(laidOut)
      try AtomicFile.write(data, to: path)
      files.append(path)
    }
    return (laidOut.geometry, files)
  }

  func png(_ laidOut: LaidOutAlert) throws -> Data {
    let canvas = try ImageCanvas(screen: laidOut.geometry.screen, scale: laidOut.geometry.scale)
    try canvas.draw(scale: laidOut.geometry.scale) {
      AlertPainter(alert: laidOut, style: layouter.style).paint($0)
    }
    return try canvas.png(level: pngOptions.level, filters: pngOptions.filters)
  }

  func svg(_ laidOut: LaidOutAlert) throws -> Data {
    try svgDocument(screen: laidOut.geometry.screen) {
      AlertPainter(alert: laidOut, style: layouter.style).paint($0)
    }
  }
}
