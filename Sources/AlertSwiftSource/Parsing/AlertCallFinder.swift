import AlertSpec
internal import SwiftParser
internal import SwiftSyntax

/// Walks one parsed Swift file for alert calls: UIKit alert controllers scope by scope, and
/// SwiftUI `.alert`, `.confirmationDialog` and `Alert(…)` calls wherever they are.
final class AlertCallFinder: SyntaxVisitor {
  let lines: SourceLines
  /// The file's `static let` copy, which any scope may name.
  let statics: [String: ExprSyntax]
  /// The project's tables and declarations, when the whole project is read.
  let project: ProjectStrings?
  private(set) var drafts: [AlertDraft] = []
  private(set) var notes: [SwiftNote] = []

  private init(lines: SourceLines, statics: [String: ExprSyntax], project: ProjectStrings?) {
    self.lines = lines
    self.statics = statics
    self.project = project
    super.init(viewMode: .sourceAccurate)
  }

  /// Parses `source` with SwiftParser and returns the alerts in source order.
  static func find(in source: String, file: String, project: ProjectStrings? = nil) -> (
    drafts: [AlertDraft], notes: [SwiftNote], problems: [SpecDiagnostic], hasSyntaxErrors: Bool
  ) {
    find(in: Parser.parse(source: source), file: file, project: project)
  }

  /// The alerts of `tree`, parsed from `file`, in source order.
  static func find(in tree: SourceFileSyntax, file: String, project: ProjectStrings?) -> (
    drafts: [AlertDraft], notes: [SwiftNote], problems: [SpecDiagnostic], hasSyntaxErrors: Bool
  ) {
    let lines = SourceLines(file: file, tree: tree)
    let finder = AlertCallFinder(
      lines: lines, statics: StringNames.statics(in: tree), project: project)
    finder.walk(tree)
    let ignores = IgnoreComments(tree, lines)
    let ordered = finder.drafts.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }.map { draft in
      var draft = draft
      draft.lintIgnore = ignores.rules(at: draft.location)
      return draft
    }
    return (ordered, finder.notes, ignores.problems, tree.hasError)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    var scope = UIKitScope(lines: lines, statics: statics, project: project)
    for item in node { scope.read(item) }
    drafts += scope.finished
    notes += scope.notes
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let reader = SwiftUIAlertReader(
      lines: lines, names: StringNames(statics: statics, project: project))
    switch node.calleeName {
    case "alert" where node.calledExpression.is(MemberAccessExprSyntax.self):
      if let draft = reader.modifier(node) {
        drafts.append(draft)
      } else if node.arguments.contains(where: {
        ["isPresented", "item"].contains($0.label?.text ?? "")
      }), !AlertBuilderFinder.buildsAlert(node),
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
      {
        // `.alert(isPresented:error:)`, `.alert(item:)` with a view: no title in the source.
        notes.append(
          SwiftNote(
            .titleFromPresentedValue, lines.location(of: name),
            "skipped an .alert without a title argument: its title comes from a presented value "
              + "or error at run time; give the alert a title, or describe it in a spec"))
      }
    case "confirmationDialog" where node.calledExpression.is(MemberAccessExprSyntax.self):
      if let draft = reader.confirmationDialog(node) { drafts.append(draft) }
    case "Alert" where node.calledExpression.is(DeclReferenceExprSyntax.self):
      if let draft = reader.legacyAlert(node) { drafts.append(draft) }
    default: break
    }
    return .visitChildren
  }
}

/// Whether an `.alert` call's closures build a deprecated `Alert(…)`, which is read on its own.
private final class AlertBuilderFinder: SyntaxVisitor {
  private var found = false

  static func buildsAlert(_ call: FunctionCallExprSyntax) -> Bool {
    let finder = AlertBuilderFinder(viewMode: .sourceAccurate)
    finder.walk(call.arguments)
    if let trailing = call.trailingClosure { finder.walk(trailing) }
    finder.walk(call.additionalTrailingClosures)
    return finder.found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calleeName == "Alert", node.calledExpression.is(DeclReferenceExprSyntax.self) {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }
}
