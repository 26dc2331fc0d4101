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
  /// Families the sheet names only for when they are installed (`<fonts if-installed>`, SF
  /// Pro) are left out when fontconfig does not find them, so the environment, and the
  /// snapshot fingerprint made from it, are then the same as if they had never been named.
  public static func forStyle(_ style: StyleSheet) throws -> FontEnvironment {
    let optional = style.fonts.choice.ifInstalled
    return try forFamilies(
      style.fontFamilies.filter { !optional.contains($0) }, ifInstalled: optional)
  }

  /// The environment for a list of families, resolved with the system's fontconfig once;
  /// `ifInstalled` families come first, each only when installed.
  public static func forFamilies(_ families: [String], ifInstalled: [String] = [])
    throws -> FontEnvironment
  {
    let key = (ifInstalled.map { "?" + $0 } + families).joined(separator: "\n")
    if let known = cache.environment(key) { return known }
    // Resolved on the font thread, which alone takes the cache's lock while resolving: a
    // thread holding the lock while it waited for the font thread would deadlock with work
    // on the font thread that asks for an environment.
    return try FontThread.run { () throws(FontEnvironmentError) in
      cache.lock.lock()
      defer { cache.lock.unlock() }
      if let known = cache.environments[key] { return known }
      let environment = try FontEnvironment.resolve(families, ifInstalled: ifInstalled)
      cache.environments[key] = environment
      return environment
    }
  }

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var environments: [String: FontEnvironment] = [:]

    /// The environment already resolved for `key`, taking the lock only to read.
    func environment(_ key: String) -> FontEnvironment? {
      lock.lock()
      defer { lock.unlock() }
      return environments[key]
    }
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
  /// The sheet as `environment` draws it: the families it names for when they are installed
  /// (SF Pro) go in front of each role's own when `environment` has them, and each role
  /// carries the optical-size switch and tracking. Without them it is the sheet as written.
  package func keeping(_ environment: FontEnvironment) -> StyleSheet {
    let choice = fonts.choice
    guard choice != FontChoice() else { return self }
    let installed = choice.ifInstalled.filter(environment.families.contains)
    var sheet = self
    func kept(_ spec: FontSpec) -> FontSpec {
      var spec = spec
      spec.families = installed + spec.families.filter { !installed.contains($0) }
      spec.choice = choice
      return spec
    }
    sheet.fonts.title = kept(fonts.title)
    sheet.fonts.message = kept(fonts.message)
    sheet.fonts.button = kept(fonts.button)
    sheet.fonts.emphasisedButton = kept(fonts.emphasisedButton)
    sheet.fonts.textField = kept(fonts.textField)
    sheet.fonts.loneLabel = fonts.loneLabel.map(kept)
    return sheet
  }

  /// Every family of every font role, in first-use order, without repeats; the families named
  /// for when they are installed first.
  public var fontFamilies: [String] {
    var seen: [String] = fonts.choice.ifInstalled
    for spec in [fonts.title, fonts.message, fonts.button, fonts.emphasisedButton, fonts.textField]
    {
      for family in spec.families where !seen.contains(family) { seen.append(family) }
    }
    return seen
  }
}
