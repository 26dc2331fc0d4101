import AlertSpec
internal import SwiftParser
internal import SwiftSyntax

/// Walks one parsed Swift file for alert calls: UIKit alert controllers scope by scope, and
/// SwiftUI `.alert`, `.confirmationDialog` and `Alert(…)` calls wherever they are.
final class AlertCallFinder: SyntaxVisitor {
  let lines: SourceLines
  private(set) var drafts: [AlertDraft] = []
  private(set) var notes: [SpecDiagnostic] = []

  private init(lines: SourceLines) {
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  /// Parses `source` with SwiftParser and returns the alerts in source order.
  static func find(in source: String, file: String) -> (
    drafts: [AlertDraft], notes: [SpecDiagnostic], problems: [SpecDiagnostic]
  ) {
    let tree = Parser.parse(source: source)
    let lines = SourceLines(file: file, tree: tree)
    let finder = AlertCallFinder(lines: lines)
    finder.walk(tree)
    let ignores = IgnoreComments(tree, lines)
    let ordered = finder.drafts.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }.map { draft in
      var draft = draft
      draft.lintIgnore = ignores.rules(at: draft.location)
      return draft
    }
    return (ordered, finder.notes, ignores.problems)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    var scope = UIKitScope(lines: lines)
    for item in node { scope.read(item) }
    drafts += scope.finished
    notes += scope.notes
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let reader = SwiftUIAlertReader(lines: lines)
    switch node.calleeName {
    case "alert" where node.calledExpression.is(MemberAccessExprSyntax.self):
      if let draft = reader.modifier(node) { drafts.append(draft) }
    case "confirmationDialog":
      guard let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName else {
        break
      }
      notes.append(
        SpecDiagnostic(
          lines.location(of: name),
          "skipped a confirmationDialog: action sheets are not read from Swift yet; write "
            + "a spec with \"style\": \"actionSheet\" to preview it"))
    case "Alert" where node.calledExpression.is(DeclReferenceExprSyntax.self):
      if let draft = reader.legacyAlert(node) { drafts.append(draft) }
    default: break
    }
    return .visitChildren
  }
}
