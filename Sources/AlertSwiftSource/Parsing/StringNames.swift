internal import SwiftSyntax

/// Names that hold fixed copy, so a reference reads as the text it names: a `let` in the
/// scope being read (`let cancelTitle = NSLocalizedString("Cancel", comment: "")`) and a
/// `static let` of a type in the same file (`IndexAlert.title`, `Strings.Alert.title`).
///
/// Only constants whose value is itself copy count: a literal or a call to one of
/// ``StringExpression/wrappers``. A `var`, or a `let` without a value, stays a placeholder.
struct StringNames {
  /// `let` constants of the scope, by name.
  var locals: [String: ExprSyntax] = [:]
  /// The other values a `let` of the scope set in branches may hold (`else { title = … }`), by
  /// name: the text's alternatives.
  var localChoices: [String: [ExprSyntax]] = [:]
  /// `static let` constants of the file's types, by dotted path (`IndexAlert.title`).
  var statics: [String: ExprSyntax] = [:]
  /// The project's strings tables and declarations, when the whole project is read.
  var project: ProjectStrings? = nil
  /// While an alert factory's body is read for one call: its parameters, and the members of
  /// those the call built in place (`alert.title` of `show(alert: Info(title: "…"))`), by
  /// dotted path.
  var parameters: [String: BoundValue] = [:]

  /// What a call passed for a parameter: its text (`nil` for `nil`), and the expression
  /// itself (a style such as `.actionSheet` is read from it).
  struct BoundValue: Sendable {
    var text: ExtractedText?
    var expression: ExprSyntax?
    /// The app's type the parameter takes (``AlertFactory/Parameter/type``).
    var type: String? = nil
  }

  /// What the call being read passed for `expression`, when it names a parameter or a member
  /// of one (`title`, `title!`, `alert?.title`).
  func bound(_ expression: ExprSyntax) -> BoundValue? {
    guard !parameters.isEmpty, let path = Self.dottedPath(Self.unwrapped(expression)) else {
      return nil
    }
    return parameters[path]
  }

  /// Whether `expression` is `nil`, written so or passed so for a parameter.
  func isNil(_ expression: ExprSyntax) -> Bool {
    if expression.is(NilLiteralExprSyntax.self) { return true }
    guard let bound = bound(expression) else { return false }
    return bound.text == nil
  }

  /// `a.b` of `a?.b!`: the names read, without optional chaining or unwrapping.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    if let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
    {
      return unwrapped(inner)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let plain = unwrapped(base)
      guard plain.id != base.id else { return expression }
      return ExprSyntax(member.with(\.base, plain))
    }
    return expression
  }

  /// The expression `reference` names, if it is a known constant.
  func value(of reference: ExprSyntax) -> ExprSyntax? {
    if let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.plainName {
      return locals[name] ?? statics[name]
    }
    guard let path = Self.dottedPath(reference) else { return nil }
    return statics[path]
  }

  /// These names without `name`, so a constant cannot name itself.
  func without(_ expression: ExprSyntax) -> StringNames {
    var copy = self
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      copy.locals[name] = nil
      copy.localChoices[name] = nil
      copy.statics[name] = nil
    } else if let path = Self.dottedPath(expression) {
      copy.statics[path] = nil
    }
    return copy
  }

  /// Whether `value` is copy a constant may hold: a literal, a wrapper call such as
  /// `NSLocalizedString("…", comment: "…")`, or a format filled in (``FormatCall``).
  static func holdsCopy(_ value: ExprSyntax) -> Bool {
    if value.is(StringLiteralExprSyntax.self) { return true }
    if let inner = StringExpression.castOperand(value) { return holdsCopy(inner) }
    // A name of a type's copy, read through the project's declarations (`L10n.Alerts.title`).
    if let path = dottedPath(value), path.contains("."), path.first?.isUppercase == true {
      return true
    }
    guard let call = value.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
      return false
    }
    if name == "joined",
      call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(ArrayExprSyntax.self) == true
    {
      return true
    }
    return StringExpression.wrappers.contains(name) || FormatCall.isFormat(call)
      || ["tr", "localizedString"].contains(name)
  }

  /// Whether a scope's `let` of `value` may name copy: copy itself (``holdsCopy(_:)``),
  /// another name or a member of one (`let title = error.title`, read through), a choice
  /// between such (`a ? x : y`), or a closure called at once (`{ switch … return "…" }()`).
  static func mayNameCopy(_ value: ExprSyntax) -> Bool {
    if holdsCopy(value) || dottedPath(unwrapped(value)) != nil { return true }
    if let sequence = value.as(SequenceExprSyntax.self) {
      let parts = Array(sequence.elements)
      if parts.count >= 3, let ternary = parts[parts.count - 2].as(UnresolvedTernaryExprSyntax.self)
      {
        return mayNameCopy(ternary.thenExpression) || mayNameCopy(parts[parts.count - 1])
      }
      return false
    }
    return StringExpression.calledClosure(value) != nil
  }

  /// `A.B.c` for a member access on plain names, otherwise `nil`.
  static func dottedPath(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.plainName
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let prefix = dottedPath(base)
    else { return nil }
    return prefix + "." + member.declName.baseName.plainName
  }

  /// The `static let` constants holding copy in the types of `tree`.
  static func statics(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
    let collector = StaticCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found
  }
}

/// Collects `static let name = <copy>` inside types and extensions, keyed by the type path.
private final class StaticCollector: SyntaxVisitor {
  var found: [String: ExprSyntax] = [:]

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.bindingSpecifier.text == "let",
      node.modifiers.contains(where: { $0.name.text == "static" })
    else { return .skipChildren }
    let path = Self.typePath(of: Syntax(node))
    guard !path.isEmpty else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let value = binding.initializer?.value, StringNames.holdsCopy(value)
      else { continue }
      found[path + "." + name] = value
    }
    return .skipChildren
  }

  /// `Outer.Inner` for a declaration nested in those types (or extensions of them).
  private static func typePath(of node: Syntax) -> String {
    var names: [String] = []
    var current = node.parent
    while let here = current {
      if let type = here.asProtocol(NamedDeclSyntax.self),
        !here.is(FunctionDeclSyntax.self)
      {
        names.insert(type.name.text, at: 0)
      } else if let extended = here.as(ExtensionDeclSyntax.self) {
        names.insert(extended.extendedType.trimmedDescription, at: 0)
      } else if here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) {
        return ""
      }
      current = here.parent
    }
    return names.joined(separator: ".")
  }
}
