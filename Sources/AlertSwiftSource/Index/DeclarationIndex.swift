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

  /// A static member that builds one of the app's values (`static var notFound: Notice {
  /// let title = …; return Notice(title: title) }`): the value, read where it is written.
  struct Value: Sendable {
    var lines: SourceLines
    var value: ExprSyntax
    /// The `let`s before its `return`, which the value reads.
    var locals: [String: ExprSyntax]
  }

  /// Qualified name → the declarations of that name (a private `Strings` type in several files).
  /// A member computed by `switch self` has one entry per case, `Type.member@case`, and
  /// `Type.member@default` for its `default:`.
  let entries: [String: [Entry]]
  /// Qualified name → the values static members build (``Value``).
  let values: [String: [Value]]

  init(_ entries: [String: [Entry]], values: [String: [Value]] = [:]) {
    self.entries = entries
    self.values = values
  }

  /// The name of the entry holding `member` (`SPAuthError.title`) for enum case `name`.
  static func caseEntry(_ member: String, _ name: String) -> String { member + "@" + name }

  /// The copy `member` (`Type.title`, or `title` of any type) holds for the enum case `name`,
  /// when its getter is `switch self { case .name: return … default: return … }`; `nil`
  /// when no declaration, or more than one type's, fits.
  func text(ofCase name: String, member: String, from file: String) -> ExtractedText? {
    var qualified = member
    if !member.contains(".") {
      // Written on a value of unknown type: the one type whose member has that case.
      let owners = Set(
        entries.keys.filter { $0.hasSuffix("." + Self.caseEntry(member, name)) }.map {
          String($0.dropLast(Self.caseEntry(member, name).count + 1))
        })
      guard owners.count == 1, let owner = owners.first else { return nil }
      qualified = owner + "." + member
    }
    return text(
      for: [Self.caseEntry(qualified, name), Self.caseEntry(qualified, "default")], from: file)
  }

  /// The value the static member `name` builds, the one nearest `file`.
  func value(_ name: String, from file: String) -> Value? {
    guard let found = values[name] else { return nil }
    return found.first { $0.lines.file == file }
      ?? found.max {
        ProjectTables.shared($0.lines.file, file) < ProjectTables.shared($1.lines.file, file)
      }
  }

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

  /// The declarations holding copy in `tree`, read from `file`, by qualified name; and the
  /// values its static members build.
  static func entries(in tree: SourceFileSyntax, lines: SourceLines, tables: ProjectTables)
    -> (entries: [String: [Entry]], values: [String: [Value]])
  {
    let collector = DeclarationCollector(lines: lines, tables: tables)
    collector.walk(tree)
    return (collector.found, collector.values)
  }
}

/// Collects the declarations of one file that hold copy, outside function bodies.
private final class DeclarationCollector: SyntaxVisitor {
  let lines: SourceLines
  let names: StringNames
  var found: [String: [DeclarationIndex.Entry]] = [:]
  var values: [String: [DeclarationIndex.Value]] = [:]

  init(lines: SourceLines, tables: ProjectTables) {
    self.lines = lines
    self.names = StringNames(project: ProjectStrings(tables: tables, index: nil))
    super.init(viewMode: .sourceAccurate)
  }

  private func add(
    _ name: String, _ body: Returned, at node: Syntax, parameters: [String] = []
  ) {
    var names = self.names
    names.locals = body.locals
    let path = (ProjectStrings.typeScope(of: node) + [name]).joined(separator: ".")
    if !body.locals.isEmpty
      || node.as(VariableDeclSyntax.self)?.modifiers.contains(where: { $0.name.text == "static" })
        == true,
      let call = body.value.as(FunctionCallExprSyntax.self), FactoryCall.buildsValue(call),
      !StringNames.holdsCopy(body.value)
    {
      // `static var notFound: Notice { …; return Notice(title: title) }`.
      values[path, default: []].append(
        DeclarationIndex.Value(lines: lines, value: body.value, locals: body.locals))
      return
    }
    if let cases = EnumCases.returnedBySwitchOnSelf(body.value) {
      for (name, value) in cases {
        add(DeclarationIndex.caseEntry(path, name), value, names, parameters: parameters)
      }
      return
    }
    add(path, body.value, names, parameters: parameters)
  }

  private func add(
    _ path: String, _ value: ExprSyntax, _ names: StringNames, parameters: [String]
  ) {
    let text = StringExpression.text(of: value, lines, names: names)
    // A value known only at run time is no copy.
    if text.pending.isEmpty, text.placeholders.count == 1, text.text == "{\(text.placeholders[0])}"
    {
      return
    }
    found[path, default: []].append(
      DeclarationIndex.Entry(file: lines.file, text: text, parameters: parameters))
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
        continue
      }
      if let value = binding.initializer?.value {
        add(name, Returned(value: value), at: Syntax(node))
      } else if let body = Self.getter(binding.accessorBlock) {
        add(name, body, at: Syntax(node))
      }
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body, let returned = Self.returned(body.statements) {
      let parameters = node.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
      add(node.name.plainName, returned, at: Syntax(node), parameters: parameters)
    }
    return .skipChildren
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.rawValue?.value, value.is(StringLiteralExprSyntax.self) {
      add(node.name.plainName, Returned(value: value), at: Syntax(node))
    }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// What a body returns: its one expression, read with the `let`s before it.
  struct Returned {
    var value: ExprSyntax
    var locals: [String: ExprSyntax] = [:]
  }

  /// What a computed property's getter returns.
  static func getter(_ block: AccessorBlockSyntax?) -> Returned? {
    guard let block else { return nil }
    switch block.accessors {
    case .getter(let statements): return returned(statements)
    case .accessors(let accessors):
      guard let get = accessors.first(where: { $0.accessorSpecifier.text == "get" }),
        let body = get.body
      else { return nil }
      return returned(body.statements)
    @unknown default: return nil
    }
  }

  /// What a body of `let`s and then one expression or `return` returns
  /// (`let template = NSLocalizedString(…); return String(format: template, name)`).
  static func returned(_ statements: CodeBlockItemListSyntax) -> Returned? {
    guard let last = statements.last else { return nil }
    var locals: [String: ExprSyntax] = [:]
    for item in statements.dropLast() {
      guard let constant = item.item.as(VariableDeclSyntax.self),
        constant.bindingSpecifier.text == "let"
      else { return nil }
      for binding in constant.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
          let value = binding.initializer?.value
        else { return nil }
        locals[name] = value
      }
    }
    guard let value = single(last) else { return nil }
    return Returned(value: value, locals: locals)
  }

  /// The expression of a body that is one expression or one `return`.
  static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let only = statements.first else { return nil }
    return single(only)
  }

  /// The expression of a statement that is one expression or one `return`.
  private static func single(_ statement: CodeBlockItemSyntax) -> ExprSyntax? {
    switch statement.item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression
        ?? statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }
}
