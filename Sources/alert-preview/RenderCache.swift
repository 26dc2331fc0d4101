import AlertLayout
import AlertRender
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// Remembers what each output file was rendered from, so a re-run renders only what changed.
///
/// The manifest (`.alert-preview-cache.json` in the output folder) maps each alert and
/// configuration to a SHA-256 of the spec (without source positions), the resolved style
/// sheet, the renderer version, the formats and the PNG settings, with the files written and
/// the measured geometry. A render is reused only when that hash matches and every file is
/// still there; a missing or unreadable manifest means everything is rendered.
struct RenderCache: Sendable {
  /// The manifest's file name inside the output folder.
  static let fileName = ".alert-preview-cache.json"
  /// Changes whenever drawing may change; a new version re-renders everything.
  static let rendererVersion = "alert-preview \(Help.version); manifest 1"

  /// What one configuration of one alert was rendered from, and what it gave.
  struct Entry: Codable, Sendable {
    var hash: String
    /// Files relative to the output folder.
    var files: [String]
    var geometry: AlertGeometry
  }

  private struct Manifest: Codable {
    var version: String
    var entries: [String: Entry]
  }

  let folder: String
  private let previous: [String: Entry]
  private let settingsDigest: String

  /// Reads the manifest in `folder`, for renders with `style`, `formats` and `pngOptions`.
  init(folder: String, style: StyleSheet, formats: [ImageFormat], pngOptions: PNGOptions) {
    self.folder = folder
    let data = FileManager.default.contents(atPath: folder + "/" + Self.fileName)
    let manifest = data.flatMap { try? JSONDecoder().decode(Manifest.self, from: $0) }
    previous = manifest?.version == Self.rendererVersion ? manifest?.entries ?? [:] : [:]
    settingsDigest = ContentHash.sha256(
      [
        Self.rendererVersion, String(reflecting: style),
        formats.map(\.rawValue).joined(separator: ","),
        "png \(pngOptions.level) \(pngOptions.filters.rawValue)",
      ].joined(separator: "\n"))
  }

  /// The manifest key of an alert in a configuration.
  static func key(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> String {
    spec.id + "/" + configuration.slug
  }

  /// The content hash of `spec` in `configuration` with this run's settings.
  func hash(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> String {
    var normalised = spec
    normalised.locations = [:]
    let nowhere = SourceLocation(file: "", line: 0, column: 0)
    normalised.buttons = spec.buttons.map {
      AlertButton(label: $0.label, role: $0.role, labelLocation: nowhere)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let specJSON = (try? encoder.encode(normalised)).map { String(decoding: $0, as: UTF8.self) }
    return ContentHash.sha256(
      settingsDigest + "\n" + configuration.slug + "\n" + (specJSON ?? UUID().uuidString))
  }

  /// The previous render of `spec` in `configuration`, when its hash matches and its files exist.
  func reusable(_ spec: AlertSpec, _ configuration: RenderConfiguration, hash: String) -> Entry? {
    guard let entry = previous[Self.key(spec, configuration)], entry.hash == hash else {
      return nil
    }
    let fileManager = FileManager.default
    return entry.files.allSatisfy { fileManager.fileExists(atPath: folder + "/" + $0) }
      ? entry : nil
  }

  /// Writes the manifest of this run (`entries` by key), replacing the old one atomically.
  func save(_ entries: [String: Entry]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(Manifest(version: Self.rendererVersion, entries: entries))
    try AtomicFile.write(data, to: folder + "/" + Self.fileName)
  }
}
