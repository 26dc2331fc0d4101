import AlertLayout
import AlertRender
import AlertSupport
import Foundation

/// Compares one render with its reference, records it as the mode asks, and writes the
/// failure's artifacts. Thread-safe: every call touches only its own files.
public struct SnapshotVerifier: Sendable, Hashable, Codable {
  /// The references folder.
  public var references: URL
  /// Where failure artifacts go; `nil` writes none.
  public var artifacts: URL?
  public var mode: RecordMode
  public var options: ComparisonOptions

  public init(
    references: URL, artifacts: URL?, mode: RecordMode,
    options: ComparisonOptions = ComparisonOptions()
  ) {
    self.references = references
    self.artifacts = artifacts
    self.mode = mode
    self.options = options
  }

  /// Verifies `png`, the render of alert `id` in `configuration`; `pixels`, when given,
  /// returns its pixels without decoding it; `geometry`, when given, names the parts of the
  /// alert a failure's differences fall in (else they are all `screen`).
  public func verify(
    id: String, configuration: RenderConfiguration, png: Data, pixels: (() -> PNGImage)? = nil,
    geometry: AlertGeometry? = nil
  ) throws -> SnapshotResult {
    let name = SnapshotNames.reference(id: id, configuration)
    let path = references.appendingPathComponent(name).path
    var result = SnapshotResult(
      id: id, configuration: configuration.slug, reference: name, status: .passed,
      recorded: false, identical: true, numbers: ComparisonNumbers(), reasons: [], artifacts: [:])
    guard let expected = try Self.reference(at: path) else {
      if mode.writesMissing {
        try OutputFolder(references.path).write(png, to: name)
        result.status = .new
        result.recorded = true
        result.reasons = [
          "no reference was found, so this render was recorded as \(path); check it and run again"
        ]
      } else {
        result.status = .missing
        result.reasons = [
          "no reference \(path), and recording is off (record mode never, the default when CI is set)"
        ]
        result.artifacts = try writeArtifacts(name: name, actual: png, comparison: nil)
      }
      return result
    }
    let comparison: ImageComparison
    do {
      comparison = try ImageComparison.compare(
        reference: expected, actual: png, options: options, pixels: pixels)
    } catch {
      throw SnapshotInputError(
        "the reference \(path) is not a readable PNG (\(error)); delete it and record it again.")
    }
    result.numbers = comparison.numbers
    switch comparison.verdict {
    case .identical:
      break
    case .withinTolerance:
      result.identical = false
    case .sizeMismatch(let reference, let actual):
      result.status = .failed
      result.identical = false
      result.reasons = ["the reference is \(reference) pixels and the render \(actual)"]
      if let rendered = comparison.actual {
        let whole = PixelBox(x: 0, y: 0, width: rendered.width, height: rendered.height)
        result.change = SnapshotChange(box: whole, crop: whole, parts: ["screen size"])
      }
    case .different(let reasons):
      result.status = .failed
      result.identical = false
      result.reasons = reasons
    }
    if result.status == .failed {
      if let mask = comparison.mask, let rendered = comparison.actual {
        result.change = SnapshotChange.locate(
          mask: mask, width: rendered.width, height: rendered.height, geometry: geometry,
          scale: configuration.scale)
      }
      result.artifacts = try writeArtifacts(
        name: name, actual: png, comparison: comparison,
        crop: comparison.mask == nil ? nil : result.change?.crop)
    }
    if mode == .all || (mode == .failed && result.status == .failed) {
      if expected != png { try OutputFolder(references.path).write(png, to: name) }
      result.recorded = true
      result.reasons.append("recorded the render as \(path) (record mode \(mode.rawValue))")
    }
    return result
  }

  /// Writes the actual render, a copy of the reference, the diff and the three-panel image,
  /// and with `crop` the three cut to it.
  private func writeArtifacts(
    name: String, actual: Data, comparison: ImageComparison?, crop: PixelBox? = nil
  ) throws -> [String: String] {
    guard let artifacts else { return [:] }
    let stem = "images/" + String(name.dropLast(4))
    var written: [String: String] = [:]
    func put(_ kind: String, _ data: Data) throws {
      let relative = "\(stem).\(kind).png"
      try OutputFolder(artifacts.path).write(data, to: relative)
      written[kind] = relative
    }
    try put("actual", actual)
    guard let comparison, let reference = comparison.reference, let rendered = comparison.actual
    else { return written }
    try put("reference", try reference.pngData())
    let diff = DiffImages.diff(reference, rendered, mask: comparison.mask, options: options)
    try put("diff", try diff.pngData())
    try put("panels", try DiffImages.panels(reference, diff, rendered).pngData())
    if let crop, crop.width > 0, crop.height > 0 {
      try put("reference-crop", try reference.cropped(to: crop).pngData())
      try put("actual-crop", try rendered.cropped(to: crop).pngData())
      try put("diff-crop", try diff.cropped(to: crop).pngData())
    }
    return written
  }

  /// The bytes of the reference at `path`, or `nil` when there is none; never waits on a named
  /// pipe, and anything but a regular file is an input error naming it.
  static func reference(at path: String) throws -> Data? {
    do {
      return try RegularFile.read(path, limit: 1 << 30)
    } catch let error where error.problem == .missing {
      return nil
    } catch {
      throw SnapshotInputError("\(error); remove it and record the reference again.")
    }
  }
}
