import Foundation

/// How one snapshot ended.
public enum SnapshotStatus: String, Sendable, Codable, CaseIterable {
  /// The render matches its reference (identical, or within tolerance with a warning).
  case passed
  /// The render does not match its reference.
  case failed
  /// There was no reference; one was recorded (the run still fails).
  case new
  /// There was no reference and the record mode is `never`.
  case missing
}

/// One alert in one configuration, compared with its reference.
public struct SnapshotResult: Sendable, Codable {
  /// The alert's id.
  public var id: String
  /// The configuration, e.g. `iphone-se.portrait.light@2x`.
  public var configuration: String
  /// The reference's path relative to the references folder.
  public var reference: String
  public var status: SnapshotStatus
  /// Whether this run wrote the reference (a run that records fails).
  public var recorded: Bool
  /// Whether the pixels were identical (a pass that was not identical prints a warning).
  public var identical: Bool
  /// The comparison's numbers (zero when identical or new).
  public var numbers: ComparisonNumbers
  /// Why it failed or what was recorded, one sentence each.
  public var reasons: [String]
  /// Artifacts relative to the report folder: `actual`, `reference`, `diff`, `panels`, and
  /// for a failure whose pixels were compared the crops around the change, `reference-crop`,
  /// `actual-crop` and `diff-crop`.
  public var artifacts: [String: String]
  /// Where a failure's pixels differ and which parts of the alert that touches; `nil` for a
  /// pass, a missing reference or a size mismatch.
  public var change: SnapshotChange? = nil

  /// Whether this snapshot makes the run fail.
  public var failsRun: Bool { status != .passed || recorded }

  /// `delete-photo-album iphone-se.portrait.light@2x`.
  public var name: String { "\(id) \(configuration)" }
}
