internal import SwiftSyntax

/// The values a closure returns, in source order (`return "…"` in each branch of a `switch`),
/// or its single expression. Nested closures and functions are not entered.
final class ReturnedValues: SyntaxVisitor {
  private var found: [ExprSyntax] = []

  static func values(in closure: ClosureExprSyntax) -> [ExprSyntax] {
    if closure.statements.count == 1, case .expr(let only) = closure.statements.first?.item {
      return [only]
    }
    let finder = ReturnedValues(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.expression { found.append(value) }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
