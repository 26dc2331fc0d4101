import AlertSpec
import Foundation

/// `--backdrop FILE`: one app screen (a PNG) behind every alert drawn, in place of the specs'
/// own `backdrop`. Checked as a spec's is, relative to the working folder.
public struct BackdropOption: Sendable {
  /// The absolute path of the PNG, or `nil` when the option is not given.
  public var path: String?

  /// The option the commands that draw accept.
  public static let valuedOptions: Set<String> = ["--backdrop"]

  /// Reads `--backdrop`; a file that is missing or not a PNG is a usage error.
  public init(_ arguments: Arguments) throws {
    guard let given = arguments.value("--backdrop") else { return }
    let absolute = URL(fileURLWithPath: given).standardizedFileURL.path
    if let problem = BackdropFile.problem(at: absolute) {
      throw UsageError("--backdrop '\(given)' \(problem).")
    }
    path = absolute
  }

  /// `specs`, each with this backdrop when the option is given.
  public func applied(to specs: [AlertSpec]) -> [AlertSpec] {
    guard let path else { return specs }
    return specs.map { spec in
      var drawn = spec
      drawn.backdrop = path
      return drawn
    }
  }
}
