internal import SwiftSyntax

/// Copy chosen by an enum case: a member whose getter is `switch self { case .a: return "…" }`
/// (an error's `title` and `message`), read for the case a value is known to hold.
enum EnumCases {
  /// What each case of `switch self { … }` returns, by case name (`default` for
  /// `default:`); `nil` when `expression` is not such a switch or a case does more than
  /// return one value.
  static func returnedBySwitchOnSelf(_ expression: ExprSyntax) -> [(String, ExprSyntax)]? {
    guard let choice = expression.as(SwitchExprSyntax.self),
      choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    else { return nil }
    var found: [(String, ExprSyntax)] = []
    for clause in choice.cases {
      guard let branch = clause.as(SwitchCaseSyntax.self), branch.statements.count == 1,
        let item = branch.statements.first?.item
      else { return nil }
      let value: ExprSyntax?
      switch item {
      case .expr(let expression): value = expression
      case .stmt(let statement):
        value =
          statement.as(ReturnStmtSyntax.self)?.expression
          ?? statement.as(ExpressionStmtSyntax.self)?.expression
      default: value = nil
      }
      guard let value else { return nil }
      switch branch.label {
      case .default: found.append(("default", value))
      case .case(let label):
        for caseItem in label.caseItems {
          guard let name = caseName(caseItem.pattern) else { return nil }
          found.append((name, value))
        }
      @unknown default: return nil
      }
    }
    return found.isEmpty ? nil : found
  }

  /// The case `expression` is known to hold: `.signupUserAlreadyExists` written as it is, or a
  /// name inside `case .x:` of a `switch` on that name (`switch error { case .x: show(error) }`).
  static func known(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text
    }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      return nil
    }
    var current = expression.parent
    while let here = current {
      if here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) { return nil }
      if let branch = here.as(SwitchCaseSyntax.self),
        case .case(let label) = branch.label, label.caseItems.count == 1,
        let item = label.caseItems.first,
        let choice = branch.parent?.parent?.as(SwitchExprSyntax.self),
        choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name
      {
        return caseName(item.pattern)
      }
      current = here.parent
    }
    return nil
  }

  /// `x` of the pattern `.x`, `.x(let a)` or `Type.x`.
  private static func caseName(_ pattern: PatternSyntax) -> String? {
    guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
      return nil
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      expression = call.calledExpression
    }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}
