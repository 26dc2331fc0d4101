internal import SwiftSyntax

/// The first value each of some names is given inside a statement (`if`, `switch`, `do`):
/// `let title: String` declared without a value and set in each branch reads as the first
/// branch's text, as a ternary does, the other branches' values its alternatives. Closures and
/// nested functions are not entered.
final class FirstAssignments: SyntaxVisitor {
  private let wanted: Set<String>
  private var found: [String: ExprSyntax] = [:]
  /// The values each name is given after its first, in source order.
  private var later: [String: [ExprSyntax]] = [:]
  /// The first `let` of each name declared inside, which those values may read.
  private var constants: [String: ExprSyntax] = [:]

  private init(_ wanted: Set<String>) {
    self.wanted = wanted
    super.init(viewMode: .sourceAccurate)
  }

  /// The first `name = value` in `node` for each of `names`, and the first `let` of each
  /// name declared inside (`let format = NSLocalizedString(…)` in the branch).
  /// `others` holds the values given in the other branches (`else { title = … }`).
  static func values(of names: Set<String>, in node: some SyntaxProtocol) -> (
    values: [String: ExprSyntax], constants: [String: ExprSyntax], others: [String: [ExprSyntax]]
  ) {
    guard !names.isEmpty else { return ([:], [:], [:]) }
    let finder = FirstAssignments(names)
    finder.walk(node)
    return (finder.found, finder.constants, finder.later)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.bindingSpecifier.text == "let" else { return .visitChildren }
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value, constants[name] == nil
      {
        constants[name] = value
      }
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let parts = Array(node.elements)
    if parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
      let name = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text, wanted.contains(name)
    {
      if found[name] == nil {
        found[name] = parts[2]
      } else {
        later[name, default: []].append(parts[2])
      }
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
