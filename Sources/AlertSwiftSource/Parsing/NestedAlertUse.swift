internal import SwiftSyntax

/// Finds, inside a nested block, the calls that complete an alert of the enclosing scope:
/// `alert.addAction(…)`, `alert.addTextField…`, `alert.preferredAction = …`. A block that
/// declares its own variable of the same name is another alert and is not searched.
final class NestedAlertUse: SyntaxVisitor {
  static let completing: Set<String> = ["addAction", "addTextField", "preferredAction"]

  private let names: Set<String>
  private var found: [(String, MemberAccessExprSyntax)] = []

  private init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  /// Each alert name used in `node`, with the first member access that completes it.
  static func find(in node: Syntax, names: Set<String>) -> [(String, MemberAccessExprSyntax)] {
    let finder = NestedAlertUse(names: names)
    finder.walk(node)
    var seen: Set<String> = []
    return finder.found.filter { seen.insert($0.0).inserted }
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    let declared = node.contains { item in
      guard case .decl(let declaration) = item.item,
        let variable = declaration.as(VariableDeclSyntax.self)
      else { return false }
      return variable.bindings.contains {
        names.contains($0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
      }
    }
    return declared ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      names.contains(name), Self.completing.contains(node.declName.baseName.text)
    {
      found.append((name, node))
    }
    return .visitChildren
  }
}
