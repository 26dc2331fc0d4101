internal import SwiftSyntax

/// Finds the `Button(…)` calls of an alert's actions builder (through `if`, `ForEach` and
/// groups, but not inside another button) and the first `Text(…)` of a view builder.
///
/// Of a `#if … #elseif … #else … #endif` block only the first branch is read: the branches
/// are alternatives, and the first is the one written for the main build.
final class ButtonCollector: SyntaxVisitor {
  private var found: [FunctionCallExprSyntax] = []
  private let names: Set<String>

  private init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  /// The buttons in `closure`, in source order.
  static func buttons(in closure: ClosureExprSyntax?) -> [FunctionCallExprSyntax] {
    guard let closure else { return [] }
    let collector = ButtonCollector(names: ["Button"])
    collector.walk(closure.statements)
    return collector.found
  }

  /// The first `Text("…")`, `Text(verbatim: …)` or `Label("…", …)` call in `closure`.
  static func firstText(in closure: ClosureExprSyntax?) -> ExprSyntax? {
    guard let closure else { return nil }
    let collector = ButtonCollector(names: ["Text", "Label"])
    collector.walk(closure.statements)
    return collector.found.first.map(ExprSyntax.init)
  }

  /// The `TextField(…)` and `SecureField(…)` calls in an alert's actions, in source order.
  static func fields(in closure: ClosureExprSyntax?) -> [FunctionCallExprSyntax] {
    guard let closure else { return [] }
    let collector = ButtonCollector(names: ["TextField", "SecureField"])
    collector.walk(closure.statements)
    return collector.found
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.clauses.first?.elements { walk(first) }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.calleeName, names.contains(name),
      node.calledExpression.is(DeclReferenceExprSyntax.self)
    else { return .visitChildren }
    found.append(node)
    return .skipChildren
  }
}
