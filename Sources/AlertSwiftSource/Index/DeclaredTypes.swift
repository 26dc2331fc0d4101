import Foundation

/// The types a Swift file declares or extends, found in its text without parsing it, so that
/// only the files declaring what the alerts' copy names are parsed for ``DeclarationIndex``.
enum DeclaredTypes {
  private static let declaration = try? NSRegularExpression(
    pattern:
      #"\b(?:enum|struct|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)"#
  )

  private static let controllerSubclass = try? NSRegularExpression(
    pattern: #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*UIAlertController\b"#)

  /// The classes `text` declares as subclasses of `UIAlertController`.
  static func alertControllers(in text: String) -> Set<String> {
    guard let controllerSubclass, text.contains("UIAlertController") else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      controllerSubclass.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
  }

  /// Every name of `text`'s type declarations and extensions, each part of a dotted one too
  /// (`extension L10n.Settings` gives `L10n` and `Settings`).
  static func names(in text: String) -> Set<String> {
    guard let declaration else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    var names: Set<String> = []
    for match in declaration.matches(in: text, range: range) {
      guard let found = Range(match.range(at: 1), in: text) else { continue }
      for part in text[found].split(separator: ".") { names.insert(String(part)) }
    }
    return names
  }
}
