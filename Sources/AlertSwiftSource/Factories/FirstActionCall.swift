internal import SwiftSyntax

/// The first `UIAlertAction(…)` made in a body, outside nested closures.
final class FirstActionCall: SyntaxVisitor {
  private var found: FunctionCallExprSyntax?

  static func find(in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
    let finder = FirstActionCall(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    if node.calleeName == "UIAlertAction" {
      found = node
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
