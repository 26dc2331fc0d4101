import AlertSpec
import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// The copy held by the project's declarations, across every Swift file read, by qualified
/// name: `static let` and `let` members (`UserText.deleteTitle`), computed properties and
/// functions whose body is one expression (`L10n.Alerts.remove(_:)`, SwiftGen's accessors),
/// nested types and extensions, and enum cases' raw values. An alert in one file reads its
/// copy from a constants file, a generated `L10n` enum or an app's strings type in another.
final class DeclarationIndex: Sendable {
  /// One declaration's copy, and the file it is in.
  struct Entry: Sendable {
    var file: String
    var text: ExtractedText
    /// A function's parameter names, as its body uses them.
    var parameters: [String] = []
  }

  /// Qualified name → the declarations of that name (a private `Strings` type in several files).
  let entries: [String: [Entry]]

  init(_ entries: [String: [Entry]]) { self.entries = entries }

  /// How many names lead to names before the reader gives up (a cycle, or a long chain).
  static let maximumDepth = 8

  /// The copy of the first of `candidates` that is declared, read from `file`: the declaration
  /// in the same file if there is one, else the one in the nearest folder. A declaration that
  /// names another is followed.
  ///
  /// `arguments` name the values a call passes: a function's placeholders named after its
  /// parameters (`{p1}` in SwiftGen's accessors) are named after them instead (`{device}`).
  func text(
    for candidates: [String], from file: String, arguments: [String] = [], depth: Int = 0
  ) -> ExtractedText? {
    for candidate in candidates {
      guard let found = entries[candidate], let first = found.first else { continue }
      let entry =
        found.first { $0.file == file }
        ?? found.max { ProjectTables.shared($0.file, file) < ProjectTables.shared($1.file, file) }
        ?? first
      var text = entry.text
      if entry.parameters.count == arguments.count {
        for (parameter, argument) in zip(entry.parameters, arguments) where parameter != argument {
          text.text = text.text.replacingOccurrences(of: "{\(parameter)}", with: "{\(argument)}")
          text.placeholders = text.placeholders.map { $0 == parameter ? argument : $0 }
        }
      }
      guard !text.pending.isEmpty else { return text }
      if depth < Self.maximumDepth,
        let resolved = self.text(for: text.pending, from: entry.file, depth: depth + 1)
      {
        return resolved
      }
      text.pending = []
      return text
    }
    return nil
  }

  /// The declarations holding copy in `tree`, read from `file`, by qualified name.
  static func entries(in tree: SourceFileSyntax, lines: SourceLines, tables: ProjectTables)
    -> [String: [Entry]]
  {
    let collector = DeclarationCollector(lines: lines, tables: tables)
    collector.walk(tree)
    return collector.found
  }
}

/// Collects the declarations of one file that hold copy, outside function bodies.
private final class DeclarationCollector: SyntaxVisitor {
  let lines: SourceLines
  let names: StringNames
  var found: [String: [DeclarationIndex.Entry]] = [:]

  init(lines: SourceLines, tables: ProjectTables) {
    self.lines = lines
    self.names = StringNames(project: ProjectStrings(tables: tables, index: nil))
    super.init(viewMode: .sourceAccurate)
  }

  private func add(
    _ name: String, _ value: ExprSyntax, at node: Syntax, parameters: [String] = []
  ) {
    let text = StringExpression.text(of: value, lines, names: names)
    // A value known only at run time is no copy.
    if text.pending.isEmpty, text.placeholders.count == 1, text.text == "{\(text.placeholders[0])}"
    {
      return
    }
    let path = (ProjectStrings.typeScope(of: node) + [name]).joined(separator: ".")
    found[path, default: []].append(
      DeclarationIndex.Entry(file: lines.file, text: text, parameters: parameters))
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      if let value = binding.initializer?.value {
        add(name, value, at: Syntax(node))
      } else if let value = Self.getter(binding.accessorBlock) {
        add(name, value, at: Syntax(node))
      }
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body, let value = Self.single(body.statements) {
      let parameters = node.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
      add(node.name.text, value, at: Syntax(node), parameters: parameters)
    }
    return .skipChildren
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.rawValue?.value, value.is(StringLiteralExprSyntax.self) {
      add(node.name.text, value, at: Syntax(node))
    }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// The one expression a computed property's getter returns.
  static func getter(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
    guard let block else { return nil }
    switch block.accessors {
    case .getter(let statements): return single(statements)
    case .accessors(let accessors):
      guard let get = accessors.first(where: { $0.accessorSpecifier.text == "get" }),
        let body = get.body
      else { return nil }
      return single(body.statements)
    @unknown default: return nil
    }
  }

  /// The expression of a body that is one expression or one `return`.
  static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    switch item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression
        ?? statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }
}
