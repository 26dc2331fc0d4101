/// When references are written, as in swift-snapshot-testing. Every run that writes a
/// reference fails, so that nothing passes silently the first time.
public enum RecordMode: String, Sendable, CaseIterable, Codable {
  /// Write every reference, changed or not.
  case all
  /// Write references that do not exist yet (the default on a developer's machine).
  case missing
  /// Write missing references and replace the ones that no longer match.
  case failed
  /// Write nothing; a missing reference is a failure (the default when `CI` is set).
  case never

  /// The mode a run uses: `explicit` (a command-line option or an argument) first, then
  /// `ALERT_PREVIEW_RECORD` (`1` or `true` mean `all`), then `never` when `CI` is set to
  /// anything but `0` or `false`, then `missing`.
  ///
  /// Throws a ``SnapshotInputError`` when the environment variable holds an unknown mode.
  public static func resolve(_ explicit: RecordMode? = nil, environment: [String: String])
    throws -> RecordMode
  {
    if let explicit { return explicit }
    if let value = environment["ALERT_PREVIEW_RECORD"], !value.isEmpty {
      if let mode = RecordMode(rawValue: value.lowercased()) { return mode }
      if ["1", "true", "yes"].contains(value.lowercased()) { return .all }
      throw SnapshotInputError(
        "ALERT_PREVIEW_RECORD is '\(value)'; set it to all, missing, failed or never.")
    }
    if let ci = environment["CI"], !ci.isEmpty, !["0", "false", "no"].contains(ci.lowercased()) {
      return .never
    }
    return .missing
  }

  /// Whether a missing reference is written.
  var writesMissing: Bool { self != .never }
}

/// A snapshot input that cannot be used: a bad option, an unknown id, an unreadable folder.
public struct SnapshotInputError: Error, CustomStringConvertible, Sendable {
  /// A sentence that says what to do.
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
