import AlertLayout
import AlertRender
import AlertSupport
import Foundation

/// What the references were rendered with: the library versions that turn text into pixels,
/// the SHA-256 of each font file and the version of alert-preview's own drawing. Stored as
/// `fingerprint.json` beside the references, so that a failure on another machine, or after an
/// upgrade that draws differently, says so instead of showing a bare pixel diff.
public struct Fingerprint: Codable, Sendable, Hashable {
  /// `cairo`, `pango`, `harfbuzz`, `freetype`, `fontconfig`, `libpng` → version.
  public var libraries: [String: String]
  /// Font file name → SHA-256 (lowercase hex).
  public var fonts: [String: String]
  /// The comparison algorithm, so that a change of metric is visible too.
  public var comparator: String
  /// The hash of alert-preview's drawing code (``AlertRenderer/drawingVersion``); absent from
  /// references recorded before it was kept.
  public var drawing: String?

  /// The fingerprint of this process, for `fonts`.
  public static func current(fonts: FontEnvironment) throws -> Fingerprint {
    var libraries = RenderingLibraries.versions
    libraries["libpng"] = PNGImage.libpngVersion
    var files: [String: String] = [:]
    for (path, digest) in try fonts.fileDigests() {
      files[URL(fileURLWithPath: path).lastPathComponent] = digest
    }
    return Fingerprint(
      libraries: libraries, fonts: files, comparator: "pixelmatch 7.2.0 YIQ + density + solid ΔE",
      drawing: AlertRenderer.drawingVersion)
  }

  /// Reads `fingerprint.json` from `folder`; `nil` when there is none.
  public static func load(from folder: URL) throws -> Fingerprint? {
    let url = folder.appendingPathComponent(SnapshotNames.fingerprint)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(Fingerprint.self, from: Data(contentsOf: url))
    } catch {
      throw SnapshotInputError(
        "\(url.path) is not a readable fingerprint (\(error)); delete it and record again.")
    }
  }

  /// Writes `fingerprint.json` into `folder`, keys sorted so that it diffs well.
  public func save(to folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    try OutputFolder(folder.path).write(data, to: SnapshotNames.fingerprint)
  }

  /// What differs from `recorded`, one phrase each: `pango 1.50.12 here, 1.52.0 in the references`.
  public func differences(from recorded: Fingerprint) -> [String] {
    var found: [String] = []
    for name in Set(libraries.keys).union(recorded.libraries.keys).sorted()
    where libraries[name] != recorded.libraries[name] {
      found.append(
        "\(name) \(libraries[name] ?? "absent") here, \(recorded.libraries[name] ?? "absent") in the references"
      )
    }
    for name in Set(fonts.keys).union(recorded.fonts.keys).sorted()
    where fonts[name] != recorded.fonts[name] {
      let what =
        fonts[name] == nil
        ? "not used here" : recorded.fonts[name] == nil ? "not in the references" : "different file"
      found.append("font \(name): \(what)")
    }
    if comparator != recorded.comparator {
      found.append("comparator '\(comparator)' here, '\(recorded.comparator)' in the references")
    }
    if let before = recorded.drawing, let drawing, drawing != before {
      found.append(
        "alert-preview's drawing \(drawing.prefix(12)) here, \(before.prefix(12)) in the references"
      )
    }
    return found
  }
}
