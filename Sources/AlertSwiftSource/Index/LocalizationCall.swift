import AlertSpec
internal import SwiftSyntax

/// Copy the code looks up by key, in a named table, with the text to show when no table has
/// the key: what iOS shows is the development language's text of the key in the app's
/// strings (``ProjectTables``), else the fallback, else the key itself.
///
/// - `NSLocalizedString("key", tableName: "T", bundle: …, value: "Fallback", comment: …)`
/// - `String(localized: "key", defaultValue: "Fallback", table: "T")` and
///   `LocalizedStringResource("key", defaultValue:table:)`
/// - `Bundle.main.localizedString(forKey: "key", value: "Fallback", table: "T")`
/// - `Text("key", tableName: "T")`
/// - SwiftGen's `L10n.tr("T", "key", arguments…, fallback: "Fallback")`, each argument a
///   placeholder of the format it fills in.
enum LocalizationCall {
  /// The text `call` shows, or `nil` when it is none of the calls above with a literal key.
  static func text(
    of call: FunctionCallExprSyntax, _ lines: SourceLines, tables: ProjectTables
  ) -> ExtractedText? {
    guard let form = read(call) else { return nil }
    let keyText = StringLiteralDecoder.decode(form.key, lines)
    guard keyText.placeholders.isEmpty else { return nil }
    var table = StringKey.defaultTable
    if let named = form.table?.as(StringLiteralExprSyntax.self) {
      let name = StringLiteralDecoder.decode(named, lines)
      guard name.placeholders.isEmpty else { return nil }
      table = name.text
    }
    var text: ExtractedText
    var lookup = TextLookup(key: keyText.text, table: table)
    if let found = tables.lookUp(keyText.text, table: table, from: lines.file) {
      text =
        found.text == keyText.text
        ? keyText
        : ExtractedText(
          text: found.text, placeholders: [], location: keyText.location, positions: nil)
      lookup.folder = found.folder
    } else if let fallback = form.fallback?.as(StringLiteralExprSyntax.self) {
      text = StringLiteralDecoder.decode(fallback, lines)
    } else {
      text = keyText
    }
    if !form.arguments.isEmpty {
      let names = form.arguments.map(StringExpression.placeholderName)
      if let filled = FormatCall.fill(text.text, with: names) {
        text.text = filled.text
        text.placeholders = filled.placeholders
        text.positions = nil
      }
    }
    text.localizable = true
    text.lookup = lookup
    return text
  }

  /// The parts of a lookup call: its key literal, table and fallback expressions, and the
  /// arguments a SwiftGen accessor fills in.
  private static func read(_ call: FunctionCallExprSyntax) -> (
    key: StringLiteralExprSyntax, table: ExprSyntax?, fallback: ExprSyntax?,
    arguments: [ExprSyntax]
  )? {
    let arguments = Array(call.arguments)
    switch call.calleeName {
    case "NSLocalizedString":
      guard let key = arguments.first?.expression.as(StringLiteralExprSyntax.self),
        arguments.first?.label == nil
      else { return nil }
      return (key, call.argument("tableName"), call.argument("value"), [])
    case "String", "LocalizedStringResource":
      let unlabelled =
        call.calleeName == "LocalizedStringResource" && arguments.first?.label == nil
        ? arguments.first?.expression : nil
      guard let key = (call.argument("localized") ?? unlabelled)?.as(StringLiteralExprSyntax.self)
      else { return nil }
      return (key, call.argument("table"), call.argument("defaultValue"), [])
    case "localizedString":
      guard let key = call.argument("forKey")?.as(StringLiteralExprSyntax.self) else {
        return nil
      }
      return (key, call.argument("table"), call.argument("value"), [])
    case "Text":
      guard let table = call.argument("tableName"), arguments.first?.label == nil,
        let key = arguments.first?.expression.as(StringLiteralExprSyntax.self)
      else { return nil }
      return (key, table, nil, [])
    case "tr":
      let unlabelled = arguments.filter { $0.label == nil }.map(\.expression)
      guard unlabelled.count >= 2, unlabelled[0].is(StringLiteralExprSyntax.self),
        let key = unlabelled[1].as(StringLiteralExprSyntax.self)
      else { return nil }
      return (key, unlabelled[0], call.argument("fallback"), Array(unlabelled.dropFirst(2)))
    default: return nil
    }
  }
}
