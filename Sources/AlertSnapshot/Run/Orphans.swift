import Foundation

/// References on disk that no alert produced, and the PNG files beside them that are not
/// references at all.
enum Orphans {
  /// What a scan of the references folder found, each list sorted.
  struct Scan: Equatable {
    /// References this run should have produced and did not: `--prune` deletes them.
    var orphaned: [String] = []
    /// PNG files whose names do not follow the reference scheme; never deleted.
    var notReferences: [String] = []
  }

  /// Scans the PNG files under `folder` (hidden files and folders skipped).
  ///
  /// A file is an orphan only when its name follows the reference scheme (``ReferenceName``)
  /// and it is not `expected`, and either its alert is not one of `ids` (the alert no longer
  /// exists), or its configuration is one of the run's (`slugs`), or its device is not one of
  /// the style sheet's `devices` (the configuration no longer exists). References of existing
  /// alerts on the sheet's other devices, orientations or scales are not this run's business,
  /// so `--device iphone-se --prune` never deletes the iPhone 15 references. Every other PNG is
  /// listed as not a reference.
  static func scan(
    _ folder: URL, expected: Set<String>, ids: Set<String>, slugs: Set<String>,
    devices: Set<String>
  ) -> Scan {
    let root = folder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return Scan() }
    var scan = Scan()
    while let relative = walker.nextObject() as? String {
      if (relative as NSString).lastPathComponent.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      guard relative.hasSuffix(".png"), !expected.contains(relative) else { continue }
      guard let name = ReferenceName(relative) else {
        scan.notReferences.append(relative)
        continue
      }
      if !ids.contains(name.id) || slugs.contains(name.slug) || !devices.contains(name.device) {
        scan.orphaned.append(relative)
      }
    }
    scan.orphaned.sort()
    scan.notReferences.sort()
    return scan
  }
}
