import AlertLayout
import AlertLint
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// Remembers what each alert's images and findings were made from, so a re-run redoes only
/// what changed.
///
/// The manifest (`.alert-preview-cache.json` in the output folder) holds one record per alert:
/// a SHA-256 of the spec (without source positions), the resolved style sheet, the renderer
/// version, the formats and the PNG settings, with what the gallery needs of each configuration
/// (``ImageSummary``); and a SHA-256 of the spec with its positions, the style sheet and the
/// linter's language resources, with the alert's findings. An image is reused only when its
/// alert's hash matches and each of its files still has the size, modification time and inode
/// it had when this program wrote it (``FileStamp``): a run killed after drawing and before
/// saving its manifest leaves files the old manifest does not describe, and they are drawn
/// again. A missing or unreadable manifest means everything is done again. The manifest is
/// rewritten only when its bytes change.
package final class RenderCache: @unchecked Sendable {
  /// The manifest's file name inside the output folder.
  package static let fileName = ".alert-preview-cache.json"
  /// Changes whenever drawing or linting may change; a new version redoes everything.
  package static let rendererVersion = "alert-preview \(AlertPreviewVersion.current); manifest 4"

  /// Everything the manifest knows about one alert.
  package struct Record: Codable, Sendable {
    var renderHash: String?
    /// By configuration slug (`iphone-se.portrait.light@2x`).
    var images: [String: ImageSummary] = [:]
    /// By configuration slug: the stamps of its files as written, in format order.
    var stamps: [String: [FileStamp]] = [:]
    var lintHash: String?
    var findings: [Finding]?
  }

  struct Manifest: Codable {
    var version: String
    /// By alert id.
    var alerts: [String: Record]
    /// Findings about the style sheet itself, under the hash of the lint settings.
    var sheetLintHash: String?
    var sheetFindings: [Finding]?
  }

  package let folder: String
  package let formats: [ImageFormat]
  private let previous: Manifest
  private let previousData: Data?
  private let renderSettings: String
  private let lintSettings: String
  private let lock = NSLock()
  private var next: Manifest

  /// Reads the manifest in `folder`, for renders with `style`, `formats` and `pngOptions`.
  package init(folder: String, style: StyleSheet, formats: [ImageFormat], pngOptions: PNGOptions) {
    self.folder = folder
    self.formats = formats
    let empty = Manifest(version: Self.rendererVersion, alerts: [:])
    let data = FileManager.default.contents(atPath: folder + "/" + Self.fileName)
    let manifest = data.flatMap { try? JSONDecoder().decode(Manifest.self, from: $0) }
    previous = manifest?.version == Self.rendererVersion ? manifest ?? empty : empty
    previousData = data
    next = empty
    let sheet = CanonicalDescription.of(style)
    renderSettings = ContentDigest.sha256(
      [
        Self.rendererVersion, "render", sheet, formats.map(\.rawValue).joined(separator: ","),
        CanonicalDescription.of(pngOptions),
      ].joined(separator: "\n"))
    lintSettings = ContentDigest.sha256(
      [Self.rendererVersion, "lint", sheet, LintResourcesFingerprint.of(style)].joined(
        separator: "\n"))
  }

  /// The render hash of `spec`: its content without source positions, with this run's settings.
  package func renderHash(_ spec: AlertSpec) -> String {
    var normalised = spec
    normalised.locations = [:]
    normalised.textPositions = [:]
    let nowhere = SourceLocation(file: "", line: 0, column: 0)
    normalised.buttons = spec.buttons.map {
      AlertButton(label: $0.label, role: $0.role, labelLocation: nowhere)
    }
    return ContentDigest.sha256(
      renderSettings + "\n" + BackdropFile.fingerprint(of: spec) + "\n" + Self.json(normalised))
  }

  /// The lint hash of `spec`: its content and source positions (findings name them), with the
  /// style sheet and language resources.
  /// `measured` names what the measured rules look at beyond the sheet (the text sizes and
  /// locales of the run), so findings made at other sizes are not reused.
  package func lintHash(_ spec: AlertSpec, measured: String = "") -> String {
    // The project word list above the spec is part of what the findings depend on.
    let words = ProjectWords.find(forSpecFile: spec.locations[""]?.file ?? "")
    return ContentDigest.sha256(
      lintSettings + "\n" + measured + "\n" + (words.path ?? "") + "\n" + words.text + "\n"
        + Self.json(spec))
  }

  /// The lint hash of the sheet-level findings.
  package var sheetLintHash: String { lintSettings }

  /// The images of `spec` that can be kept, by configuration slug, with their stamps: its hash
  /// matches and every file on disk is still the one the manifest describes.
  package func reusableImages(
    _ spec: AlertSpec, hash: String, in configurations: [RenderConfiguration]
  )
    -> [String: (summary: ImageSummary, stamps: [FileStamp])]
  {
    guard let record = previous.alerts[spec.id], record.renderHash == hash else { return [:] }
    var kept: [String: (summary: ImageSummary, stamps: [FileStamp])] = [:]
    for configuration in configurations {
      guard let summary = record.images[configuration.slug],
        let stamps = record.stamps[configuration.slug]
      else { continue }
      let paths = files(spec, configuration)
      let unchanged =
        paths.count == stamps.count
        && zip(paths, stamps).allSatisfy { FileStamp(path: $0) == $1 }
      if unchanged { kept[configuration.slug] = (summary, stamps) }
    }
    return kept
  }

  /// The paths of the images of `spec` in `configuration`, one per format, in format order.
  package func files(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> [String] {
    formats.map { folder + "/" + OutputNames.image(id: spec.id, configuration, format: $0) }
  }

  /// The findings of `spec` from the previous run, when its lint hash matches.
  package func findings(_ spec: AlertSpec, hash: String) -> [Finding]? {
    guard let record = previous.alerts[spec.id], record.lintHash == hash else { return nil }
    return record.findings
  }

  /// The sheet-level findings of the previous run, when the lint settings are the same.
  package var sheetFindings: [Finding]? {
    previous.sheetLintHash == sheetLintHash ? previous.sheetFindings : nil
  }

  /// Notes this run's images of an alert, with the stamps of their files, for the next
  /// manifest.
  package func keep(
    _ id: String, renderHash: String, images: [String: ImageSummary],
    stamps: [String: [FileStamp]]
  ) {
    update(id) {
      $0.renderHash = renderHash
      $0.images = images
      $0.stamps = stamps
    }
  }

  /// Notes this run's findings of an alert for the next manifest.
  package func keep(_ id: String, lintHash: String, findings: [Finding]) {
    update(id) {
      $0.lintHash = lintHash
      $0.findings = findings
    }
  }

  /// Notes this run's sheet-level findings for the next manifest.
  package func keepSheetFindings(_ findings: [Finding]) {
    lock.lock()
    defer { lock.unlock() }
    next.sheetLintHash = sheetLintHash
    next.sheetFindings = findings
  }

  /// Writes the manifest of this run, replacing the old one atomically when its bytes changed.
  package func save() throws {
    lock.lock()
    let manifest = next
    lock.unlock()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(manifest)
    guard data != previousData else { return }
    try OutputFolder(folder).write(data, to: Self.fileName)
  }

  private func update(_ id: String, _ change: (inout Record) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    change(&next.alerts[id, default: Record()])
  }

  private static func json(_ spec: AlertSpec) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding a plain Codable struct cannot fail; a random string would only miss the cache.
    let data = (try? encoder.encode(spec)) ?? Data(UUID().uuidString.utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
