import AlertRun
import Foundation

/// A command's settings: its arguments parsed with its declared options, then the project
/// file's values for what the command line left open.
public enum Invocation {
  /// `argv` (after the command's name) for `command`, with the project file found from
  /// `folder` up, or the one `--config FILE` names; `--config none` reads none.
  public static func parse(
    _ argv: [String], for command: CommandDeclaration,
    folder: String = FileManager.default.currentDirectoryPath
  ) throws(UsageError) -> ParsedOptions {
    var parsed = try CommandLineParser.parse(argv, for: command)
    let path: String?
    switch parsed[Options.config] {
    case "none"?: path = nil
    case let given?:
      guard FileManager.default.fileExists(atPath: given) else {
        throw UsageError(
          "--config '\(given)': no such file; give the path of a project file such as "
            + "\(ProjectFile.fileName), or none.")
      }
      path = given
    case nil: path = ProjectFile.find(from: folder)
    }
    guard let path else { return parsed }
    try ProjectFile(path: path).apply(to: &parsed, for: command)
    return parsed
  }
}

extension ParsedOptions {
  /// The paths given, else the project file's `include`, else `fallback`.
  public func paths(fallback: [String] = []) -> [String] {
    if !positional.isEmpty { return positional }
    return project?.include ?? fallback
  }
}
