import AlertSpec
internal import SwiftSyntax

/// Copy named by a symbol generated from the app's strings tables rather than by its key:
///
/// - Xcode's String Catalog symbols: `Text(.deleteTitle)`, `String(localized: .commonOk)`,
///   `LocalizedStringResource.deleteTitle`, a format as a function (`.itemsLeft(count)`), and a
///   table other than `Localizable` as a namespace (`.Onboarding.welcomeTitle`);
/// - R.swift's: `R.string.localizable.deleteTitle()`, a format with its arguments
///   (`R.string.localizable.removeDevice(name)`).
///
/// A symbol names the key whose words it spells (`delete.title`, `delete_title` and
/// `DELETE_TITLE` all spell `deleteTitle`), found in the table (``ProjectTables/key(spelling:table:from:)``).
/// A symbol no table's key spells is not copy; it is read as any other name.
enum GeneratedSymbol {
  static func text(of expression: ExprSyntax, _ lines: SourceLines, tables: ProjectTables)
    -> ExtractedText?
  {
    let call = expression.as(FunctionCallExprSyntax.self)
    guard let (symbol, table) = name(call?.calledExpression ?? expression),
      let key = tables.key(spelling: symbol, table: table, from: lines.file),
      let found = tables.lookUp(key, table: table, from: lines.file)
    else { return nil }
    var text = ExtractedText(
      text: found.text, placeholders: [], location: lines.location(of: expression),
      positions: nil)
    // R.swift's lookups take the languages to look in; they are no format argument.
    let arguments = (call?.arguments ?? []).filter {
      !["preferredLanguages", "locale", "bundle"].contains($0.label?.text ?? "")
    }
    if !arguments.isEmpty,
      let filled = FormatCall.fill(
        found.text, with: arguments.map { StringExpression.placeholderName($0.expression) })
    {
      text.text = filled.text
      text.placeholders = filled.placeholders
    }
    text.localizable = true
    text.lookup = TextLookup(key: key, table: table, folder: found.folder)
    return text
  }

  /// The symbol and its table: `deleteTitle` of `Localizable` for `.deleteTitle` and
  /// `LocalizedStringResource.deleteTitle`, `welcomeTitle` of `Onboarding` for
  /// `.Onboarding.welcomeTitle`, `deleteTitle` of `Localizable` for
  /// `R.string.localizable.deleteTitle`; `nil` for anything else.
  private static func name(_ callee: ExprSyntax) -> (String, String)? {
    var parts: [String] = []
    var current: ExprSyntax? = callee
    var root: String?
    while let here = current {
      if let member = here.as(MemberAccessExprSyntax.self) {
        parts.insert(member.declName.baseName.text, at: 0)
        current = member.base
      } else {
        guard let reference = here.as(DeclReferenceExprSyntax.self) else { return nil }
        root = reference.baseName.text
        current = nil
      }
    }
    switch (root, parts.count) {
    case (nil, 1), ("LocalizedStringResource", 1):
      return (parts[0], StringKey.defaultTable)
    case (nil, 2), ("LocalizedStringResource", 2):
      guard parts[0].first?.isUppercase == true else { return nil }
      return (parts[1], parts[0])
    case ("R", 3) where parts[0] == "string":
      return (parts[2], parts[1].prefix(1).uppercased() + parts[1].dropFirst())
    default:
      return nil
    }
  }
}
