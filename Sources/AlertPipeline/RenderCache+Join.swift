import AlertRun
import AlertSupport
import Foundation

extension RenderCache {
  /// Writes into `folder` the manifest of every part's manifest joined: each alert's images
  /// from every part (each configuration was drawn in one), its findings from the part that
  /// linted it, each stamp replaced by its copy's in `restamped` (a stamp without a copy is
  /// left as it is, so that image is simply drawn again).
  static func join(_ parts: [String], into folder: String, restamped: [FileStamp: FileStamp])
    throws
  {
    var joined: Manifest?
    for part in parts {
      let path = URL(fileURLWithPath: part).appendingPathComponent(fileName).path
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("\(part) has no \(fileName); is it a gallery made with --shard?")
      }
      let manifest: Manifest
      do {
        manifest = try JSONDecoder().decode(Manifest.self, from: data)
      } catch {
        throw UsageError("\(path) could not be read: \(ErrorSentence.of(error)).")
      }
      guard joined == nil || joined?.version == manifest.version else {
        throw UsageError(
          "\(part) was made by another version of alert-preview (\(manifest.version)); make "
            + "every part with the same one.")
      }
      var result = joined ?? Manifest(version: manifest.version, alerts: [:])
      result.formats = result.formats ?? manifest.formats
      for (id, record) in manifest.alerts {
        var into = result.alerts[id] ?? Record()
        into.renderHash = into.renderHash ?? record.renderHash
        into.images.merge(record.images) { first, _ in first }
        into.stamps.merge(
          record.stamps.mapValues { stamps in stamps.map { restamped[$0] ?? $0 } }
        ) { first, _ in first }
        if into.findings == nil, let findings = record.findings {
          into.lintHash = record.lintHash
          into.findings = findings
        }
        result.alerts[id] = into
      }
      if result.sheetFindings == nil {
        result.sheetLintHash = manifest.sheetLintHash
        result.sheetFindings = manifest.sheetFindings
      }
      joined = result
    }
    guard let joined else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try OutputFolder(folder).write(try encoder.encode(joined), to: fileName)
  }
}
