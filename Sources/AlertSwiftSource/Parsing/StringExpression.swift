import AlertSpec
internal import SwiftSyntax

/// Reads the text of a string-valued Swift expression: a literal (escapes decoded,
/// interpolations as `{name}`), `Text("…")`, `String(localized: "…")`,
/// `NSLocalizedString("…", comment:)`, `LocalizedStringKey("…")`, a constant holding one
/// (``StringNames``), and a format filled in with `String(format:)` or
/// `localizedStringWithFormat` (each `%@` a `{name}`). Without a string catalog the key is the
/// text. Anything else becomes one `{name}` placeholder, never a guess.
enum StringExpression {
  /// Callees whose first argument (unlabelled, `localized:` or `verbatim:`) is the text.
  static let wrappers: Set<String> = [
    "Text", "String", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString",
    "Label",
  ]

  /// The text of `expression`. `literalIsKey`: a bare literal here is a `LocalizedStringKey`
  /// (SwiftUI's `.alert("…")`, `Button("…")`), not a plain `String` (UIKit's).
  static func text(
    of expression: ExprSyntax, _ lines: SourceLines, literalIsKey: Bool = false,
    names: StringNames = StringNames()
  ) -> ExtractedText {
    if let bound = names.bound(expression), let text = bound.text {
      // A parameter of the alert factory being read, as the call passed it.
      return text
    }
    if let chosen = choice(expression, lines, literalIsKey: literalIsKey, names: names) {
      return chosen
    }
    if let found = caseMember(expression, lines, names: names) {
      return found
    }
    if let project = names.project,
      let found = GeneratedSymbol.text(of: expression, lines, tables: project.tables)
    {
      return found
    }
    if let value = names.value(of: expression) {
      // A constant's copy, found where the constant is written.
      let inner = names.without(expression)
      var found = text(of: value, lines, literalIsKey: literalIsKey, names: inner)
      let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
      for other in names.localChoices[name] ?? [] {
        // Set in another branch: chosen at run time.
        let alternative = text(of: other, lines, literalIsKey: literalIsKey, names: inner)
        if alternative.text != found.text, !found.alternatives.contains(alternative.text) {
          found.alternatives.append(alternative.text)
        }
      }
      return found
    }
    if let inner = castOperand(expression) {
      return text(of: inner, lines, literalIsKey: literalIsKey, names: names)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let joined = joinedArray(call, lines, literalIsKey: literalIsKey, names: names)
    {
      return joined
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let project = names.project,
      let looked = LocalizationCall.text(of: call, lines, tables: project.tables)
    {
      return looked
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let filled = FormatCall.text(of: call, lines, names: names)
    {
      return filled
    }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      var text = StringLiteralDecoder.decode(literal, lines)
      text.localizable = literalIsKey
      if literalIsKey, text.placeholders.isEmpty, let project = names.project,
        let found = project.tables.lookUp(
          text.text, table: StringKey.defaultTable, from: lines.file)
      {
        // A SwiftUI key such as "alert.button.ok": iOS shows the table's text.
        text.lookup = TextLookup(
          key: text.text, table: StringKey.defaultTable, folder: found.folder)
        if found.text != text.text {
          text.text = found.text
          text.positions = nil
        }
      }
      if literalIsKey, !text.placeholders.isEmpty, let project = names.project,
        let found = interpolatedKey(text, project: project, file: lines.file)
      {
        return found
      }
      return text
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
      wrappers.contains(name),
      let argument = call.arguments.first(where: {
        $0.label == nil || ["localized", "verbatim"].contains($0.label?.text ?? "")
      })
    {
      // `Text(verbatim:)` and `String(…)` show the text as it is; the others look it up.
      let label = argument.label?.text
      let looksUp = label == "localized" || (label == nil && name != "String")
      return text(of: argument.expression, lines, literalIsKey: looksUp, names: names)
    }
    if let project = names.project,
      let found = project.text(of: expression, file: lines.file)
    {
      return found
    }
    let name = placeholderName(expression)
    var unknown = ExtractedText(
      text: "{\(name)}", placeholders: [name], location: lines.location(of: expression),
      positions: nil)
    unknown.roots = rootName(expression).map { [$0] } ?? []
    unknown.source = sourceText(expression)
    if let project = names.project, project.index == nil {
      // While the project is indexed: a name another file may declare.
      unknown.pending = ProjectStrings.candidates(for: expression)
    }
    return unknown
  }

  /// The text of `condition ? a : b` (the first branch, with the second as an alternative),
  /// or of `a ?? b` when `a` is a factory parameter passed `nil`; otherwise `nil`.
  private static func choice(
    _ expression: ExprSyntax, _ lines: SourceLines, literalIsKey: Bool, names: StringNames
  ) -> ExtractedText? {
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return branches(
        ternary.thenExpression, ternary.elseExpression, lines, literalIsKey: literalIsKey,
        names: names)
    }
    if let closure = calledClosure(expression) {
      let returned = ReturnedValues.values(in: closure)
      guard let first = returned.first else { return nil }
      var chosen = text(of: first, lines, literalIsKey: literalIsKey, names: names)
      for other in returned.dropFirst() {
        let alternative = text(of: other, lines, literalIsKey: literalIsKey, names: names)
        chosen.alternatives.append(alternative.text)
        chosen.roots.formUnion(alternative.roots)
        chosen.pending += alternative.pending.filter { !chosen.pending.contains($0) }
      }
      return chosen
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let parts = Array(sequence.elements)
    if let index = parts.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      index == parts.count - 2,
      let ternary = parts[index].as(UnresolvedTernaryExprSyntax.self)
    {
      return branches(
        ternary.thenExpression, parts[index + 1], lines, literalIsKey: literalIsKey,
        names: names)
    }
    if parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let bound = names.bound(parts[0])
    {
      // A parameter (or a member of the value) the call gave, or gave `nil`.
      return bound.text ?? text(of: parts[2], lines, literalIsKey: literalIsKey, names: names)
    }
    return nil
  }

  /// The two branches of `condition ? a : b`, folded or not; `nil` for anything else.
  static func branches(of expression: ExprSyntax) -> (ExprSyntax, ExprSyntax?)? {
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return (ternary.thenExpression, ternary.elseExpression)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let parts = Array(sequence.elements)
    guard parts.count >= 3,
      let ternary = parts[parts.count - 2].as(UnresolvedTernaryExprSyntax.self)
    else { return nil }
    return (ternary.thenExpression, parts[parts.count - 1])
  }

  /// The copy of `value.member` when `value` holds a known enum case (``EnumCases/known(_:)``)
  /// and `member` is chosen by `switch self`: `error.title` of `case .expired:
  /// show(error)`. While the project is indexed, the name to index instead.
  private static func caseMember(_ expression: ExprSyntax, _ lines: SourceLines, names: StringNames)
    -> ExtractedText?
  {
    guard let project = names.project,
      let member = StringNames.unwrapped(expression).as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return nil }
    let bound = names.bound(base)
    let name = member.declName.baseName.text
    let qualified = bound?.type.map { $0 + "." + name } ?? name
    guard let index = project.index else {
      guard bound?.type != nil || EnumCases.known(base) != nil else { return nil }
      var unknown = text(of: expression, lines, names: StringNames())
      unknown.pending = [qualified]
      unknown.pending += bound?.text?.pending ?? []
      return unknown
    }
    guard let known = EnumCases.known(bound?.expression ?? base) else { return nil }
    return index.text(ofCase: known, member: qualified, from: lines.file)
  }

  /// An interpolated SwiftUI key (`"account.block-\\(name)"`) as iOS looks it up: the key
  /// with `%@` (or `%lld`) for each interpolation, its table text filled in with the
  /// placeholders; `nil` when no table holds it.
  private static func interpolatedKey(_ text: ExtractedText, project: ProjectStrings, file: String)
    -> ExtractedText?
  {
    for conversion in ["%@", "%lld"] {
      var key = text.text
      for name in text.placeholders {
        guard let range = key.range(of: "{\(name)}") else { return nil }
        key.replaceSubrange(range, with: conversion)
      }
      guard let found = project.tables.lookUp(key, table: StringKey.defaultTable, from: file),
        let filled = FormatCall.fill(found.text, with: text.placeholders)
      else { continue }
      var looked = text
      looked.text = filled.text
      looked.placeholders = filled.placeholders
      looked.positions = nil
      looked.lookup = TextLookup(key: key, table: StringKey.defaultTable, folder: found.folder)
      return looked
    }
    return nil
  }

  /// The text of `[a, b, c].joined(separator: s)`: each element's text joined by the
  /// separator's (a literal, or `.newline`, a `static let` of the app's `String` extension).
  private static func joinedArray(
    _ call: FunctionCallExprSyntax, _ lines: SourceLines, literalIsKey: Bool, names: StringNames
  ) -> ExtractedText? {
    guard call.calleeName == "joined",
      let array = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
        ArrayExprSyntax.self), !array.elements.isEmpty
    else { return nil }
    var separator = ExtractedText(
      text: "", placeholders: [], location: lines.location(of: call), positions: nil)
    if let given = call.argument("separator") {
      if let member = given.as(MemberAccessExprSyntax.self), member.base == nil,
        let project = names.project
      {
        let name = "String." + member.declName.baseName.text
        if let found = project.index?.text(for: [name], from: lines.file) {
          separator = found
        } else {
          separator = text(of: given, lines, names: names)
          // While the project is indexed: the app's `String` extension may declare it.
          if project.index == nil { separator.pending = [name] }
        }
      } else {
        separator = text(of: given, lines, names: names)
      }
    }
    let parts = array.elements.map {
      text(of: $0.expression, lines, literalIsKey: literalIsKey, names: names)
    }
    var joined = parts[0]
    joined.positions = nil
    joined.text = parts.map(\.text).joined(separator: separator.text)
    joined.placeholders = parts.enumerated().flatMap { index, part in
      (index == 0 ? [] : separator.placeholders) + part.placeholders
    }
    joined.lookup = nil
    for part in parts.dropFirst() + [separator] {
      joined.roots.formUnion(part.roots)
      joined.pending += part.pending.filter { !joined.pending.contains($0) }
    }
    return joined
  }

  /// The closure of `{ … }()`, a closure called at once with no arguments.
  static func calledClosure(_ expression: ExprSyntax) -> ClosureExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    else { return nil }
    return call.calledExpression.as(ClosureExprSyntax.self)
  }

  private static func branches(
    _ first: ExprSyntax, _ second: ExprSyntax, _ lines: SourceLines, literalIsKey: Bool,
    names: StringNames
  ) -> ExtractedText {
    var chosen = text(of: first, lines, literalIsKey: literalIsKey, names: names)
    let other = text(of: second, lines, literalIsKey: literalIsKey, names: names)
    chosen.alternatives = [other.text] + other.alternatives + chosen.alternatives
    chosen.roots.formUnion(other.roots)
    chosen.pending += other.pending.filter { !chosen.pending.contains($0) }
    return chosen
  }

  /// `expression` as written, on one line and at most 60 characters: what a run-time text is
  /// read from.
  static func sourceText(_ expression: ExprSyntax) -> String {
    let words = expression.trimmedDescription.split(whereSeparator: \.isWhitespace)
    let line = words.joined(separator: " ")
    return line.count <= 60 ? line : String(line.prefix(59)) + "…"
  }

  /// The plain name a run-time value is read from: `error` for `error.localizedDescription`,
  /// `alert` for `alert?.title ?? ""`; `nil` for a literal or an expression on no name.
  static func rootName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
      return rootName(first)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.base.flatMap(rootName)
    }
    if let inner = expression.as(OptionalChainingExprSyntax.self)?.expression {
      return rootName(inner)
    }
    if let inner = expression.as(ForceUnwrapExprSyntax.self)?.expression {
      return rootName(inner)
    }
    if let inner = expression.as(FunctionCallExprSyntax.self)?.calledExpression {
      return rootName(inner)
    }
    if let inner = expression.as(SubscriptCallExprSyntax.self)?.calledExpression {
      return rootName(inner)
    }
    if let inner = castOperand(expression) { return rootName(inner) }
    return nil
  }

  /// A name for a value known only at run time: the variable or property it reads.
  static func placeholderName(_ expression: ExprSyntax) -> String {
    // `a?.b ?? ""`, `x!`, `x as String` and `(x)` are named after what they read.
    if let sequence = expression.as(SequenceExprSyntax.self),
      let first = sequence.elements.first
    {
      return placeholderName(first)
    }
    if let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
      ?? expression.as(AsExprSyntax.self)?.expression
      ?? expression.as(TupleExprSyntax.self).flatMap({
        $0.elements.count == 1 ? $0.elements.first?.expression : nil
      })
    {
      return placeholderName(inner)
    }
    let raw: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      raw = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      raw = member.declName.baseName.text
    } else if let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calleeName
    {
      // `String(describing: name)` is named after what it describes.
      if name == "String", call.arguments.count == 1, let only = call.arguments.first {
        return placeholderName(only.expression)
      }
      raw = name
    } else {
      raw = "value"
    }
    let cleaned = String(
      raw.unicodeScalars.filter {
        $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)
      })
    return cleaned.isEmpty ? "value" : cleaned
  }

  /// `x` of `x as String` (folded or not, and in parentheses), otherwise `nil`.
  static func castOperand(_ expression: ExprSyntax) -> ExprSyntax? {
    if let cast = expression.as(AsExprSyntax.self) { return cast.expression }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let parts = Array(sequence.elements)
      if parts.count == 3, parts[1].is(UnresolvedAsExprSyntax.self) { return parts[0] }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      tuple.elements.first?.label == nil
    {
      return tuple.elements.first?.expression
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// `Text` for `Text(…)` and `SwiftUI.Text(…)`, `default` for `.default(…)`.
  var calleeName: String? {
    if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    // `Notice<Int>(…)`.
    if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
      return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return nil
  }

  /// The argument labelled `label`.
  func argument(_ label: String) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }

  /// The closure passed as `label:` or as the trailing closure labelled `label`.
  func closure(_ label: String) -> ClosureExprSyntax? {
    if let closure = argument(label)?.as(ClosureExprSyntax.self) { return closure }
    return additionalTrailingClosures.first { $0.label.text == label }?.closure
  }
}
