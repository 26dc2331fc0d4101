import AlertRun
import AlertSupport
import Foundation

extension RenderCache {
  /// Writes into `folder`'s store the rows of every part's store joined: each alert
  /// configuration's images from the part that drew it, each alert's findings from the part
  /// that linted it, each stamp replaced by its copy's in `restamped` (a stamp without a copy
  /// is left as it is, so that image is simply drawn again).
  static func join(_ parts: [String], into folder: String, restamped: [FileStamp: FileStamp])
    throws
  {
    var madeBy: String?
    var images: [CacheStore.ImageRow] = []
    var findings: [String: CacheStore.FindingsRow?] = [:]
    var meta: [String: String] = [:]
    var seen = Set<[String]>()
    for part in parts {
      let path = URL(fileURLWithPath: part).appendingPathComponent(fileName).path
      guard FileManager.default.fileExists(atPath: path) else {
        throw UsageError("\(part) has no \(fileName); is it a gallery made with --shard?")
      }
      let store = try CacheStore(folder: part)
      let partMeta = try store.meta()
      let made = partMeta[madeByKey] ?? "an unknown version"
      guard madeBy == nil || madeBy == made else {
        throw UsageError(
          "\(part) was made by another version of alert-preview (\(made)); make every part "
            + "with the same one.")
      }
      madeBy = made
      for (alert, rows) in try store.images().sorted(by: { $0.key < $1.key }) {
        for (slug, row) in rows.sorted(by: { $0.key < $1.key })
        where seen.insert([alert, slug]).inserted {
          var row = row
          row.stamps = row.stamps.map { restamped[$0] ?? $0 }
          images.append(row)
        }
      }
      for (alert, row) in try store.findings() where findings[alert] == nil {
        findings[alert] = .some(row)
      }
      for (key, value) in partMeta where meta[key] == nil { meta[key] = value }
    }
    try CacheStore(folder: folder).write(images: images, findings: findings, meta: meta)
  }
}
