import AlertSpec
internal import SwiftParser
internal import SwiftSyntax

/// Walks one parsed Swift file for alert calls: UIKit alert controllers scope by scope,
/// SwiftUI `.alert`, `.confirmationDialog` and `Alert(…)` calls wherever they are, and calls
/// of the app's alert factories (``AlertFactory``). A function whose alert reads its own
/// parameters is a factory; its alert is marked as that factory's template.
final class AlertCallFinder: SyntaxVisitor {
  /// What one file holds.
  struct Found {
    var drafts: [AlertDraft]
    var notes: [SwiftNote]
    var problems: [SpecDiagnostic]
    var hasSyntaxErrors: Bool
    /// The functions that make alerts from their parameters, and the action adders.
    var factories: [AlertFactory]
  }

  let lines: SourceLines
  /// The file's `static let` copy (and, in a factory's body, the call's arguments).
  let names: StringNames
  private(set) var drafts: [AlertDraft] = []
  private(set) var notes: [SwiftNote] = []
  private var factories: [String: AlertFactory] = [:]
  /// The functions and initialisers walked through, innermost last, and the closures given to
  /// a type's initialiser (`UIAction(title:) { … }`), whose alerts belong to no function.
  private var functions: [Syntax] = []
  /// The `let` copy of the scopes walked through, innermost last.
  private var scopes: [[String: ExprSyntax]] = []

  private init(lines: SourceLines, names: StringNames) {
    self.lines = lines
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  /// Parses `source` with SwiftParser and returns the alerts in source order.
  static func find(in source: String, file: String, project: ProjectStrings? = nil) -> Found {
    find(in: Parser.parse(source: source), file: file, project: project)
  }

  /// The alerts of `tree`, parsed from `file`, in source order.
  static func find(in tree: SourceFileSyntax, file: String, project: ProjectStrings?) -> Found {
    let lines = SourceLines(file: file, tree: tree)
    let finder = AlertCallFinder(
      lines: lines, names: StringNames(statics: StringNames.statics(in: tree), project: project))
    finder.walk(tree)
    let ignores = IgnoreComments(tree, lines)
    let ordered = finder.drafts.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }.map { draft in
      var draft = draft
      draft.lintIgnore = ignores.rules(at: draft.location)
      return draft
    }
    return Found(
      drafts: ordered, notes: finder.notes, problems: ignores.problems,
      hasSyntaxErrors: tree.hasError, factories: finder.factories.values.sorted { $0.key < $1.key })
  }

  /// The alerts a factory's `body` makes, read with `names` (which hold the call's arguments).
  static func drafts(in body: CodeBlockSyntax, lines: SourceLines, names: StringNames)
    -> [AlertDraft]
  {
    let finder = AlertCallFinder(lines: lines, names: names)
    finder.walk(body)
    return finder.drafts
  }

  /// The names a node here may read: the file's, and the `let`s of the scopes around it.
  private var currentNames: StringNames {
    var current = names
    for scope in scopes { current.locals.merge(scope) { $1 } }
    return current
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.isHandler(node) { functions.append(Syntax(node)) }
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    if Self.isHandler(node) { functions.removeLast() }
  }

  /// Whether `closure` is given to a type's initialiser (`UIAction { … }`,
  /// `UIAlertAction(…) { … }`): a handler run later, not part of the function around it.
  private static func isHandler(_ closure: ClosureExprSyntax) -> Bool {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
      parent = parent?.parent?.parent
    }
    guard let call = parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
      return false
    }
    return name.first?.isUppercase == true
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(Syntax(node))
    if node.name.text.hasPrefix("add"), AlertFactory.extendsAlertController(Syntax(node)),
      let adder = AlertFactory(node, kind: .actionAdder, lines: lines, statics: names.statics)
    {
      factories[adder.key] = adder
    } else if node.signature.returnClause?.type.trimmedDescription.hasPrefix("UIAlertAction")
      == true,
      let maker = AlertFactory(node, kind: .actionMaker, lines: lines, statics: names.statics)
    {
      factories[maker.key] = maker
    }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(Syntax(node))
    return .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    var scope = UIKitScope(
      lines: lines, names: currentNames,
      selfIsAlert: AlertFactory.extendsAlertController(Syntax(node)),
      parameters: functions.last.map(Self.parameterNames) ?? [])
    for item in node { scope.read(item) }
    record(scope.finished, at: Syntax(node))
    notes += scope.notes
    scopes.append(scope.locals)
    return .visitChildren
  }

  override func visitPost(_ node: CodeBlockItemListSyntax) { scopes.removeLast() }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let names = currentNames
    if let project = names.project, let name = node.calleeName,
      let helper = project.helpers[name]
    {
      // A helper the project file declares wins over reading its body.
      record(
        [DeclaredHelperCall.draft(node, helper, lines: lines, names: names)], at: Syntax(node))
      return .visitChildren
    }
    if let project = names.project, project.followsFactories,
      node.calledExpression.is(DeclReferenceExprSyntax.self)
        || node.calledExpression.is(GenericSpecializationExprSyntax.self),
      let presenter = project.factories.presenter(of: node)
    {
      // The app's alert value built here (`Notice(title: …)`): the presenter's alert.
      let value = FactoryCall.value(node, for: presenter, lines: lines, names: names)
      if let made = FactoryCall.draft(
        of: presenter, parameters: value, at: lines.location(of: node), project: project)
      {
        record([made], at: Syntax(node))
      }
      return .visitChildren
    }
    if let project = names.project, project.followsFactories, !Self.isScopeBinding(node),
      let (factory, arguments) = project.factories.factory(
        for: node, kind: .function, file: lines.file)
    {
      let parameters = FactoryCall.parameters(
        arguments, of: factory, lines: lines, names: names)
      if var made = FactoryCall.draft(
        of: factory, parameters: parameters, at: lines.location(of: node), project: project)
      {
        made.origin.passesNoCopy = !FactoryCall.passesCopy(parameters, arguments)
        record([made], at: Syntax(node))
      }
      return .visitChildren
    }
    let reader = SwiftUIAlertReader(lines: lines, names: names)
    // A modifier is called on a view (`view.alert(…)`, `.alert(…)` on the line after it, or
    // `alert(…)` in an extension of View); `.alert(…)` with nothing before the dot is an enum
    // case or a static member.
    let modifies =
      node.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil
      || (node.calledExpression.is(DeclReferenceExprSyntax.self) && Self.extendsView(node))
    switch node.calleeName {
    case "alert" where modifies:
      if let draft = reader.modifier(node) {
        record([draft], at: Syntax(node))
      } else if let made = Self.madeAlert(node), let draft = reader.legacyAlert(made) {
        // `.alert(isPresented:) { .init(title: Text("…"), …) }`.
        record([draft], at: Syntax(node))
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
    case "confirmationDialog" where modifies:
      if let draft = reader.confirmationDialog(node) { record([draft], at: Syntax(node)) }
    case "Alert" where node.calledExpression.is(DeclReferenceExprSyntax.self):
      if let draft = reader.legacyAlert(node) { record([draft], at: Syntax(node)) }
    case "ActionSheet" where node.calledExpression.is(DeclReferenceExprSyntax.self):
      if let draft = reader.legacySheet(node) { record([draft], at: Syntax(node)) }
    default: break
    }
    return .visitChildren
  }

  /// Adds `found`; an alert that reads the parameters of the function it is in (or is made
  /// by an initialiser or a `UIAlertController`-returning function of `UIAlertController`)
  /// makes that function a factory, and is its template.
  private func record(_ found: [AlertDraft], at node: Syntax) {
    let context = SwiftAlertID.Context.of(node)
    for var draft in found {
      draft.context = context
      if let function = functions.last, let factory = factory(function, reading: draft.roots) {
        factories[factory.key] = factory
        draft.origin.template = factory.key
      }
      // A helper's choice, shown by each call, is one note once repeats are dropped.
      for (field, text) in draft.choices {
        let others = text.alternatives.map { "“\($0)”" }.joined(separator: ", ")
        notes.append(
          SwiftNote(
            .textAtRunTime, text.location,
            "\(field) is chosen at run time between “\(text.text)” and \(others); the first is "
              + "shown, so check the others in a spec with this alert's id"))
      }
      drafts.append(draft)
    }
  }

  private func factory(_ declaration: Syntax, reading roots: Set<String>) -> AlertFactory? {
    let kind: AlertFactory.Kind
    let makesAlert: Bool
    if let initializer = declaration.as(InitializerDeclSyntax.self) {
      kind = .initializer
      makesAlert = AlertFactory.extendsAlertController(Syntax(initializer))
    } else if let function = declaration.as(FunctionDeclSyntax.self) {
      kind = .function
      makesAlert =
        function.signature.returnClause?.type.trimmedDescription.hasSuffix("UIAlertController")
        ?? false
    } else {
      return nil
    }
    guard
      var factory = AlertFactory(declaration, kind: kind, lines: lines, statics: names.statics)
    else { return nil }
    // A SwiftUI presenter of a binding to the app's alert value (`func notice(_ item:
    // Binding<Notice?>)`, its alert reading `item.wrappedValue?.title` or the value an
    // `alert(item:) { notice in … }` closure is given): the value's builders are its alerts,
    // not the presenter's calls.
    if !roots.isEmpty, let function = declaration.as(FunctionDeclSyntax.self),
      let binding = function.signature.parameterClause.parameters.first(where: {
        $0.type.trimmedDescription.contains("Binding")
      }),
      let type = AlertFactory.valueType(binding.type.trimmedDescription)
    {
      factory.kind = .modelPresenter
      factory.name = type
      factory.modelNames = roots.union([(binding.secondName ?? binding.firstName).text])
      factory.modelDefaults = Self.storedDefaults(of: type, in: function.root)
      return factory
    }
    // The same as a `ViewModifier` holding `@Binding var item: Notice?`, its `body(content:)`
    // showing the alert.
    if !roots.isEmpty, let function = declaration.as(FunctionDeclSyntax.self),
      function.name.text == "body",
      let (property, type) = Self.boundValue(ofModifierAround: Syntax(function))
    {
      factory.kind = .modelPresenter
      factory.name = type
      factory.modelNames = roots.union([property, "_" + property])
      factory.modelDefaults = Self.storedDefaults(of: type, in: function.root)
      return factory
    }
    return makesAlert || !roots.isDisjoint(with: factory.parameterNames) ? factory : nil
  }

  /// The `@Binding` property of the `ViewModifier` around `node` and the app's type it holds.
  private static func boundValue(ofModifierAround node: Syntax) -> (String, String)? {
    var current = node.parent
    while let here = current {
      if let type = here.as(StructDeclSyntax.self) {
        guard
          type.inheritanceClause?.inheritedTypes.contains(where: {
            $0.type.trimmedDescription == "ViewModifier"
          }) == true
        else { return nil }
        for member in type.memberBlock.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.attributes.contains(where: {
              $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding"
            }),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let annotation = binding.typeAnnotation?.type.trimmedDescription,
            let value = AlertFactory.valueType(annotation)
          else { continue }
          return (name, value)
        }
        return nil
      }
      current = here.parent
    }
    return nil
  }

  /// The defaults of `type`'s stored properties when `root` declares it, by dotted path.
  private static func storedDefaults(of type: String, in root: Syntax) -> [String: ExprSyntax] {
    guard let source = root.as(SourceFileSyntax.self) else { return [:] }
    for statement in source.statements {
      guard let declaration = statement.item.as(StructDeclSyntax.self),
        declaration.name.text == type
      else { continue }
      var defaults: [String: ExprSyntax] = [:]
      for member in declaration.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.text == "static" })
        else { continue }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
          {
            defaults[name] = value
          }
        }
      }
      return defaults
    }
    return [:]
  }

  /// Whether `node` is in an extension of SwiftUI's `View`.
  private static func extendsView(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let here = current {
      if let extended = here.as(ExtensionDeclSyntax.self) {
        return extended.extendedType.trimmedDescription == "View"
      }
      current = here.parent
    }
    return false
  }

  /// The `.init(title:…)` an `.alert(isPresented:) { … }` closure returns, an `Alert` made
  /// without its type's name.
  private static func madeAlert(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    guard let closure = call.trailingClosure ?? call.closure("content"),
      closure.statements.count == 1, case .expr(let only) = closure.statements.first?.item,
      let made = only.as(FunctionCallExprSyntax.self),
      let member = made.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "init"
    else { return nil }
    return made
  }

  /// The names a function's or initialiser's body reads its parameters by.
  private static func parameterNames(_ declaration: Syntax) -> Set<String> {
    let clause =
      declaration.as(FunctionDeclSyntax.self)?.signature.parameterClause
      ?? declaration.as(InitializerDeclSyntax.self)?.signature.parameterClause
    return Set(clause?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? [])
  }

  /// Whether `call` is the value of a `let` or `var` of a code block, which ``UIKitScope``
  /// reads as an alert it may go on to complete.
  private static func isScopeBinding(_ call: FunctionCallExprSyntax) -> Bool {
    // `alert = Helper.make(…)`, a statement of its own.
    if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self),
      sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      sequence.elements.last?.id == call.id
    {
      return sequence.parent?.is(CodeBlockItemSyntax.self) ?? false
    }
    guard let clause = call.parent?.as(InitializerClauseSyntax.self),
      let declaration = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self)
    else { return false }
    return declaration.parent?.is(CodeBlockItemSyntax.self) ?? false
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
