import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Glob patterns paths are matched against (a project file's `include` and `exclude`):
/// `*`, `?` and `[…]` within a path segment as fnmatch(3) reads them, and `**` for any
/// number of segments. Patterns are relative to `base`; a pattern that matches a folder
/// matches everything in it.
public struct PathFilter: Sendable, Equatable {
  /// The folder patterns are relative to, absolute.
  public var base: String
  public var patterns: [String]

  public init(base: String, patterns: [String]) {
    self.base = URL(fileURLWithPath: base).standardizedFileURL.path
    self.patterns = patterns
  }

  /// Matches nothing.
  public static let none = PathFilter(base: "/", patterns: [])

  /// Whether `path` (absolute, or relative to the working folder) or a folder above it
  /// matches one of the patterns.
  public func matches(_ path: String) -> Bool {
    guard !patterns.isEmpty, let relative = relative(path) else { return false }
    let segments = relative.split(separator: "/").map(String.init)
    return patterns.contains { pattern in
      let parts = pattern.split(separator: "/").map(String.init)
      // A folder that matches takes everything below it.
      return (1...max(1, segments.count)).contains {
        Self.match(parts[...], segments.prefix($0)[...])
      }
    }
  }

  /// Whether `text` holds a glob character, so that it is a pattern rather than a path.
  public static func isPattern(_ text: String) -> Bool {
    text.contains { "*?[".contains($0) }
  }

  /// `path` relative to ``base``, or `nil` when it is not below it.
  func relative(_ path: String) -> String? {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    if absolute == base { return "" }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard absolute.hasPrefix(prefix) else { return nil }
    return String(absolute.dropFirst(prefix.count))
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
    }
    guard let segment = path.first, fnmatch(first, segment, FNM_PERIOD) == 0 else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}
