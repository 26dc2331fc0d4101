import Foundation
import StyleSheet

/// The font files a style sheet's families resolve to, loaded into a private fontconfig
/// configuration that sees nothing else: host fonts never leak into a render, and a family
/// that is not installed is an error rather than a silent fallback.
///
/// Built once per set of families and process (thread-safe); every ``AlertLayouter`` of the
/// same style sheet shares it.
public final class FontEnvironment: @unchecked Sendable {
  /// The families the style sheet names, in the order they first appear.
  public let families: [String]
  /// The font files those families resolve to, sorted.
  public let files: [String]
  /// The private fontconfig configuration (an `FcConfig *`), never freed: it lives as long as
  /// the process, like the cache that holds it.
  let config: OpaquePointer

  init(families: [String], files: [String], config: OpaquePointer) {
    self.families = families
    self.files = files
    self.config = config
  }

  /// The text engine of these fonts, made on first use and kept for the process: every alert
  /// laid out with them shares its font map and its layouts. Font thread only.
  package var engine: TextEngine {
    FontThread.check("using the text engine")
    if let made = madeEngine { return made }
    let made = TextEngine(fonts: self)
    madeEngine = made
    return made
  }

  private var madeEngine: TextEngine?

  /// The environment for `style`'s fonts: every family of every font role.
  ///
  /// Throws a ``FontEnvironmentError`` that names a missing family and the Debian package that
  /// provides it.
  public static func forStyle(_ style: StyleSheet) throws -> FontEnvironment {
    try forFamilies(style.fontFamilies)
  }

  /// The environment for a list of families, resolved with the system's fontconfig once.
  public static func forFamilies(_ families: [String]) throws -> FontEnvironment {
    let key = families.joined(separator: "\n")
    cache.lock.lock()
    defer { cache.lock.unlock() }
    if let known = cache.environments[key] { return known }
    let environment = try FontThread.run { () throws(FontEnvironmentError) in
      try FontEnvironment.resolve(families)
    }
    cache.environments[key] = environment
    return environment
  }

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var environments: [String: FontEnvironment] = [:]
  }
  private static let cache = Cache()
}

/// A font family the style sheet names cannot be used; the message says what to install.
public struct FontEnvironmentError: Error, CustomStringConvertible, Sendable {
  /// A sentence that names the family and what to do.
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }

  /// The Debian package that ships `family`, for the error message.
  static func package(for family: String) -> String {
    let lower = family.lowercased()
    if lower.hasPrefix("inter") { return "fonts-inter" }
    if lower.hasPrefix("noto") && lower.contains("cjk") { return "fonts-noto-cjk" }
    if lower.hasPrefix("noto") && lower.contains("emoji") { return "fonts-noto-color-emoji" }
    if lower.hasPrefix("noto") { return "fonts-noto-core" }
    return "the package that provides it (`apt-cache search font \(lower)`)"
  }
}

extension StyleSheet {
  /// Every family of every font role, in first-use order, without repeats.
  public var fontFamilies: [String] {
    var seen: [String] = []
    for spec in [fonts.title, fonts.message, fonts.button, fonts.emphasisedButton, fonts.textField]
    {
      for family in spec.families where !seen.contains(family) { seen.append(family) }
    }
    return seen
  }
}
