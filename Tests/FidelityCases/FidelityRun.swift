import AlertFidelity
import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet

/// Renders a case's alert with the `ios` sheet, measures it and the screenshot with the same
/// ``AlertMeasurer``, and compares the two.
public struct FidelityRun {
  /// The folder holding the sets of screenshots (`real-ios-alerts`, `real-ios-alerts-2`).
  public let references: URL
  let styles: [String: StyleSheet]

  /// Why a case could not be measured.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// `../shared/reference` next to the package root.
  public static func referenceFolder(packageRoot: URL) -> URL {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")
  }

  /// Loads the `ios` and `ios26` sheets from `packageRoot/Styles`; fails with a sentence when
  /// the screenshots are not in `references`.
  public init(packageRoot: URL, references: URL? = nil) throws {
    self.references = references ?? Self.referenceFolder(packageRoot: packageRoot)
    for set in Set(FidelityCase.all.map(\.set)) {
      let sources = self.references.appendingPathComponent(set).appendingPathComponent("SOURCES.md")
      guard FileManager.default.fileExists(atPath: sources.path) else {
        throw Failure(
          description:
            "the real iOS screenshots are not in \(self.references.path)/\(set); they live in "
            + "the shared reference folder (../shared/reference beside the repository)")
      }
    }
    var styles: [String: StyleSheet] = [:]
    for name in Set(FidelityCase.all.map(\.style)) {
      styles[name] = try StyleSheetLoader.load(
        name, searchPaths: [packageRoot.appendingPathComponent("Styles").path])
    }
    self.styles = styles
  }

  /// The measured rows of one case.
  public func compare(_ fidelityCase: FidelityCase) throws -> [FidelityRow] {
    guard var style = styles[fidelityCase.style] else {
      throw Failure(description: "\(fidelityCase.name): no style \(fidelityCase.style)")
    }
    if fidelityCase.plainSeventeenPointText {
      // A UILabel with a 17-pt attributed string sets its lines 20.0 pt apart (measured on s6);
      // Inter's own line at 17 pt is 20.66.
      style.fonts.title = FontSpec(
        families: style.fonts.title.families, size: 17, weight: .regular, lineHeight: 20)
      style.fonts.message = style.fonts.title
    }
    guard let spec = SpecLoader.load(text: fidelityCase.spec).alerts.first else {
      throw Failure(description: "\(fidelityCase.name): the spec does not load")
    }
    guard let device = style.devices.first(where: { $0.id == fidelityCase.device }) else {
      throw Failure(
        description:
          "\(fidelityCase.name): no device \(fidelityCase.device) in \(fidelityCase.style).xml")
    }
    // No keyboard: the screenshots come from the Simulator with its hardware keyboard
    // connected, so s6's focused field shows no software keyboard and the alert sits in the
    // middle of the safe area.
    let configuration = RenderConfiguration(
      device: device, orientation: fidelityCase.orientation,
      appearance: fidelityCase.appearance, scale: fidelityCase.renderScale, keyboard: .none)
    let renderer = AlertRenderer(style: style)
    let geometry = renderer.layouter.geometry(of: spec, in: configuration)
    let rendered = try PNGImage(data: try renderer.png(spec, in: configuration))
    var previewImage = (rgba: rendered.rgba, width: rendered.width, height: rendered.height)
    let screen = configuration.device.size(configuration.orientation)
    var previewScale = Double(configuration.scale)
    // A screenshot published below a pixel per point is compared with the preview reduced to
    // its scale the same way (each pixel the average of what it covers), so both are read
    // from pixels blurred alike.
    if fidelityCase.frame.pixelsPerPoint < 1,
      let reduced = Reduction.reduce(
        rgba: previewImage.rgba, width: previewImage.width, height: previewImage.height,
        by: previewScale / fidelityCase.frame.pixelsPerPoint)
    {
      previewImage = reduced
      previewScale = Double(reduced.width) / screen.width
    }
    let preview = try AlertMeasurer(
      raster: Raster(
        width: previewImage.width, height: previewImage.height, rgba: previewImage.rgba),
      frame: ImageFrame(
        pixelsPerPoint: previewScale, screenOrigin: (0, 0), screenWidth: screen.width),
      shape: fidelityCase.shape
    ).measure()
    let realData = try Data(
      contentsOf: references.appendingPathComponent(fidelityCase.set).appendingPathComponent(
        fidelityCase.file))
    let realImage = try PNGImage(data: realData)
    let real = try AlertMeasurer(
      raster: Raster(
        width: realImage.width, height: realImage.height, rgba: realImage.rgba,
        matte: fidelityCase.matte, decodedFromSixteenBits: realData.count > 24 && realData[24] == 16
      ),
      frame: fidelityCase.frame, shape: fidelityCase.shape
    ).measure()
    let comparison = FidelityComparison(
      headerNames: Self.headerNames(geometry), cellNames: geometry.buttons.map { "“\($0.label)”" },
      comparesPosition: fidelityCase.frame.screenOrigin != nil,
      comparesCorner: !fidelityCase.frame.alertFillsImage,
      comparesBody: fidelityCase.opaqueBody,
      comparesSeparatorColour: fidelityCase.crispHairlines && fidelityCase.opaqueBody,
      lengthTolerance: fidelityCase.lengthTolerance)
    return comparison.rows(real: real, preview: preview).filter { row in
      !(fidelityCase.displayProfile && row.unit == .deltaE && row.real.isSaturated)
        && (fidelityCase.stockHeader || !Self.isAboutHeader(row.metric))
        && (fidelityCase.comparesTextColour || row.unit != .deltaE || row.metric.hasPrefix("body")
          || row.metric.hasPrefix("separator"))
    }.map { row in
      var row = row
      row.known = fidelityCase.known[row.metric]
      return row
    }
  }

  /// Whether a metric depends on the header's text: its lines, or lengths measured across it.
  static func isAboutHeader(_ metric: String) -> Bool {
    ["title", "message", "last header", "line pitch", "header", "alert height", "alert top"]
      .contains { metric.hasPrefix($0) }
      || (metric.hasPrefix("separator ") && metric.hasSuffix("from alert top"))
  }

  static func headerNames(_ geometry: AlertGeometry) -> [String] {
    var names: [String] = []
    for line in 0..<(geometry.title?.lineCount ?? 0) { names.append("title line \(line + 1)") }
    for line in 0..<(geometry.message?.lineCount ?? 0) { names.append("message line \(line + 1)") }
    for field in geometry.textFields.indices { names.append("text field \(field + 1)") }
    return names
  }
}

extension String {
  /// Whether a `#RRGGBB` colour is far from grey (a tint, not a grey body or text).
  fileprivate var isSaturated: Bool {
    guard hasPrefix("#"), count == 7, let value = Int(dropFirst(), radix: 16) else { return false }
    let channels = [value >> 16, (value >> 8) & 255, value & 255]
    return (channels.max() ?? 0) - (channels.min() ?? 0) > 40
  }
}
