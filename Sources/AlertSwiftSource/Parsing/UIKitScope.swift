import AlertSpec
internal import SwiftSyntax

/// The UIKit alerts of one scope (a function body, closure or file): a
/// `UIAlertController(title:message:preferredStyle:)` assigned to a variable, then
/// `addAction(UIAlertAction(…))` (or `.init(…)`), `addTextField { … }` and
/// `preferredAction = …` on that variable in the same scope, in order. Copy may be held in a
/// `let` of the scope or a `static let` of the file (``StringNames``).
///
/// What the scope cannot see is noted rather than guessed: actions added inside an `if`, a
/// loop or a closure, and `add…` methods of the app's own.
struct UIKitScope {
  let lines: SourceLines
  private var alerts: [String: AlertDraft] = [:]
  private var order: [String] = []
  /// `let ok = UIAlertAction(…)` in this scope, by name.
  private var actions: [String: AlertDraft.Button] = [:]
  /// Constants holding copy: this scope's `let`s and the file's `static let`s.
  private var names: StringNames
  /// Alerts already noted, so each gets one note of a kind.
  private var noted: Set<String> = []
  private(set) var notes: [SwiftNote] = []
  /// The code runs on a `UIAlertController` (``AlertFactory/selfIsAlert``).
  private let selfIsAlert: Bool
  /// `let`s declared without a value, not yet given one.
  private var unset: Set<String> = []
  /// While an `if`'s first branch or a loop's body is read: it completes this scope's alerts;
  /// the alerts it makes are its own scope's.
  private var nested = false

  /// The parameters of the function the scope is in: a helper's style parameter is each
  /// call's to choose, not a style chosen at run time.
  private let parameters: Set<String>

  init(
    lines: SourceLines, names: StringNames = StringNames(), selfIsAlert: Bool = false,
    parameters: Set<String> = []
  ) {
    self.lines = lines
    self.names = names
    self.selfIsAlert = selfIsAlert
    self.parameters = parameters
  }

  /// The alerts of the scope once every statement is read.
  var finished: [AlertDraft] { order.compactMap { alerts[$0] } }

  /// The `let` copy of the scope, as far as it is read.
  var locals: [String: ExprSyntax] { names.locals }

  /// Reads what follows as completing `draft`, held in `name` (`self` in an action adder).
  mutating func start(_ draft: AlertDraft, as name: String) {
    guard !nested else { return }
    if alerts[name] == nil { order.append(name) }
    alerts[name] = draft
  }

  mutating func read(_ item: CodeBlockItemSyntax) {
    switch item.item {
    case .decl(let declaration):
      guard let variable = declaration.as(VariableDeclSyntax.self) else {
        noteNestedUse(in: Syntax(declaration))
        return
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let constant = variable.bindingSpecifier.text == "let"
        guard let value = binding.initializer?.value else {
          // `let title: String`, given its value in the branches of what follows.
          if constant { unset.insert(name) }
          continue
        }
        // A later `let` or `var` of the same name hides the earlier constant.
        names.locals[name] = constant && StringNames.mayNameCopy(value) ? value : nil
        bind(name, to: value)
      }
    case .expr(let expression):
      if let branch = expression.as(IfExprSyntax.self) {
        readFirstBranch(of: branch)
      } else {
        read(expression)
      }
    case .stmt(let statement):
      if let branch = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
        readFirstBranch(of: branch)
        return
      }
      if let loop = statement.as(ForStmtSyntax.self) {
        // A button added for each element (`for account in accounts`) is read once, its
        // label a placeholder named after what it reads.
        readNested(loop.body.statements)
        return
      }
      if let returned = statement.as(ReturnStmtSyntax.self)?.expression,
        returned.is(FunctionCallExprSyntax.self)
      {
        // `return addAction(title, style: .cancel)` in an action adder.
        read(returned)
      } else {
        assignUnset(in: Syntax(statement))
        noteNestedUse(in: Syntax(statement))
      }
    @unknown default: return
    }
  }

  private mutating func bind(_ name: String, to value: ExprSyntax) {
    guard let call = value.as(FunctionCallExprSyntax.self) else { return }
    if let made = factoryAlert(call) {
      start(made, as: name)
      return
    }
    if makesController(call) {
      start(controller(call), as: name)
    } else if let button = madeAction(call) {
      actions[name] = button
    }
  }

  /// Whether `call` makes a `UIAlertController`, or one of the app's subclasses of it.
  private func makesController(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = call.calleeName, call.calledExpression.is(DeclReferenceExprSyntax.self)
    else { return false }
    return name == "UIAlertController"
      || (names.project?.alertControllerTypes.contains(name) ?? false)
  }

  /// The variable or property an alert is held in: `alert`, `self.alert` and `alert` alike.
  static func holder(_ expression: ExprSyntax) -> String? {
    guard var path = StringNames.dottedPath(StringNames.unwrapped(expression)) else { return nil }
    if path.hasPrefix("self.") { path.removeFirst("self.".count) }
    return path
  }

  /// The alert a `UIAlertController(title:message:preferredStyle:)` call (or `self.init(…)`
  /// in an initialiser of one) makes.
  private mutating func controller(_ call: FunctionCallExprSyntax) -> AlertDraft {
    var draft = AlertDraft(location: lines.location(of: call))
    if call.arguments.isEmpty {
      // `UIAlertController()`: the style's default, an action sheet.
      draft.style = .actionSheet
    } else if let style = call.argument("preferredStyle") {
      draft.style = self.style(style, at: call)
    }
    draft.title = text(call.argument("title"))
    draft.message = text(call.argument("message"))
    return draft
  }

  /// The style `expression` chooses: `.actionSheet`, a parameter a factory's call passed it
  /// for, or the first branch of `isPad ? .alert : .actionSheet` (noted, as is a style held
  /// in a variable, shown as an alert).
  private mutating func style(_ expression: ExprSyntax, at call: FunctionCallExprSyntax)
    -> AlertStyle
  {
    if let name = styleName(expression) {
      return name == "actionSheet" ? .actionSheet : .alert
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      parameters.contains(reference.baseName.text)
    {
      return .alert
    }
    var chosen = AlertStyle.alert
    var shown = "an alert"
    if let first = Self.firstBranch(expression), let name = styleName(first) {
      chosen = name == "actionSheet" ? .actionSheet : .alert
      shown =
        chosen == .actionSheet ? "an action sheet, its first choice" : "an alert, its first choice"
    }
    notes.append(
      SwiftNote(
        .styleAtRunTime, lines.location(of: expression),
        "the UIAlertController's style is chosen at run time; it is shown as \(shown), so "
          + "check the other in a spec with \"style\""))
    return chosen
  }

  /// `a` of `condition ? a : b`.
  private static func firstBranch(_ expression: ExprSyntax) -> ExprSyntax? {
    if let ternary = expression.as(TernaryExprSyntax.self) { return ternary.thenExpression }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    return sequence.elements.lazy.compactMap { $0.as(UnresolvedTernaryExprSyntax.self) }.first?
      .thenExpression
  }

  /// The alert `call` makes through one of the app's factories: `Helper.makeAlert(…)` or a
  /// `UIAlertController(for: error, …)` initialiser of the app's own.
  private mutating func factoryAlert(_ call: FunctionCallExprSyntax) -> AlertDraft? {
    guard let project = names.project, project.followsFactories else { return nil }
    let kind: AlertFactory.Kind = call.calleeName == "UIAlertController" ? .initializer : .function
    guard
      let (factory, arguments) = project.factories.factory(
        for: call, kind: kind, file: lines.file)
    else { return nil }
    let parameters = FactoryCall.parameters(arguments, of: factory, lines: lines, names: names)
    var made = FactoryCall.draft(
      of: factory, parameters: parameters, at: lines.location(of: call), project: project)
    made?.origin.passesNoCopy = !FactoryCall.passesCopy(parameters, arguments)
    return made
  }

  private mutating func read(_ expression: ExprSyntax) {
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let parts = Array(sequence.elements)
      guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { return }
      if let holder = Self.holder(parts[0]), let call = parts[2].as(FunctionCallExprSyntax.self),
        makesController(call) || names.project?.followsFactories == true
      {
        // `alert = UIAlertController(…)`, `self.alert = …`: an existing variable or property.
        bind(holder, to: parts[2])
        if alerts[holder] != nil { return }
      }
      guard let target = parts[0].as(MemberAccessExprSyntax.self),
        let name = target.base.flatMap(Self.holder),
        var draft = alerts[name]
      else { return }
      switch target.declName.baseName.text {
      // `alert.message = …` after the controller is made replaces what it was made with.
      case "title":
        draft.title = text(parts[2])
        alerts[name] = draft
        return
      case "message":
        draft.message = text(parts[2])
        alerts[name] = draft
        return
      case "preferredAction": break
      default: return
      }
      if let index = buttonIndex(parts[2], in: draft) {
        draft.preferred = (index, lines.location(of: parts[2]))
        alerts[name] = draft
      }
      return
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else {
      noteNestedUse(in: Syntax(expression))
      return
    }
    if selfIsAlert, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
      member.declName.baseName.text == "init"
    {
      // `self.init(title:message:preferredStyle:)` in an initialiser of UIAlertController.
      start(controller(call), as: "self")
      return
    }
    guard let (name, method, place) = receiver(of: call), var draft = alerts[name] else {
      noteNestedUse(in: Syntax(expression))
      return
    }
    switch method {
    case "addAction":
      guard let argument = call.arguments.first?.expression else { return }
      if let made = argument.as(FunctionCallExprSyntax.self), Self.makesAction(made) {
        draft.buttons.append(action(made))
      } else if let reference = argument.as(DeclReferenceExprSyntax.self),
        let known = actions[reference.baseName.text]
      {
        draft.buttons.append(known)
      }
    case "addTextField":
      draft.fields.append(field(call.trailingClosure ?? call.closure("configurationHandler")))
    case let method where method.hasPrefix("add"):
      if let project = names.project, project.followsFactories,
        let (adder, arguments) = project.factories.factory(
          for: call, kind: .actionAdder, file: lines.file)
      {
        let parameters = FactoryCall.parameters(arguments, of: adder, lines: lines, names: names)
        draft.buttons += FactoryCall.buttons(
          of: adder, parameters: parameters, at: draft.location, project: project)
        break
      }
      note(
        .actionsFromUnknownMethod, name, at: place,
        "the UIAlertController '\(name)' gets actions from '\(method)', a method of the app "
          + "that alert-preview does not read; the buttons it adds are missing")
      return
    default: return
    }
    alerts[name] = draft
  }

  /// The alert variable `call` is a method call on, the method's name and where it is:
  /// `alert.addAction(…)`, or `addAction(…)` in code that runs on the alert itself.
  private func receiver(of call: FunctionCallExprSyntax) -> (String, String, Syntax)? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let name = member.base.flatMap(Self.holder)
    {
      return (name, member.declName.baseName.text, Syntax(member.declName))
    }
    if selfIsAlert, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return ("self", reference.baseName.text, Syntax(reference))
    }
    return nil
  }

  /// Whether `call` makes an action: `UIAlertAction(…)`, or `.init(…)` where one is expected.
  private static func makesAction(_ call: FunctionCallExprSyntax) -> Bool {
    if call.calleeName == "UIAlertAction" { return true }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base == nil && member.declName.baseName.text == "init"
  }

  /// Notes each alert of this scope that `node` (an `if`, a loop, a closure…) adds actions or
  /// fields to, or sets the preferred action of: the scope reads only its own statements.
  /// Gives each `let` declared without a value the first value `node` assigns it, with the
  /// `let`s that value reads from its branch.
  private mutating func assignUnset(in node: Syntax) {
    let first = FirstAssignments.values(of: unset, in: node)
    for (name, value) in first.values where StringNames.mayNameCopy(value) {
      names.locals[name] = value
      names.localChoices[name] = first.others[name]
      unset.remove(name)
      for (constant, held) in first.constants
      where names.locals[constant] == nil && StringNames.mayNameCopy(held) {
        names.locals[constant] = held
      }
    }
  }

  /// The first branch of an `if` read as part of this scope (`if let url { alert.addAction(…)
  /// }`: iOS shows the button when the condition holds); what the other branches add to an
  /// alert is noted.
  private mutating func readFirstBranch(of branch: IfExprSyntax) {
    assignUnset(in: Syntax(branch))
    // `if let action = makeAction(…)`: the branch reads what the condition binds.
    for condition in branch.conditions {
      guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      if let call = StringNames.unwrapped(value).as(FunctionCallExprSyntax.self),
        let button = madeAction(call)
      {
        actions[name] = button
      }
    }
    readNested(branch.body.statements)
    if let other = branch.elseBody { noteNestedUse(in: Syntax(other)) }
  }

  private mutating func readNested(_ items: CodeBlockItemListSyntax) {
    let outer = nested
    nested = true
    for item in items { read(item) }
    nested = outer
  }

  private mutating func noteNestedUse(in node: Syntax) {
    guard !alerts.isEmpty else { return }
    for (name, place) in NestedAlertUse.find(in: node, names: Set(alerts.keys)) {
      note(
        .actionsInNestedBlock, name, at: place,
        "the UIAlertController '\(name)' is completed inside a nested block (a closure, a "
          + "switch, an else branch or a while loop); alert-preview reads the actions of its "
          + "own scope, an if's first branch and a for loop's body only, so some buttons may be "
          + "missing")
    }
  }

  private mutating func note(
    _ kind: SwiftNote.Kind, _ name: String, at place: some SyntaxProtocol, _ message: String
  ) {
    guard noted.insert("\(kind.rawValue) \(name)").inserted else { return }
    notes.append(SwiftNote(kind, lines.location(of: place), message))
  }

  /// The button `call` makes: `UIAlertAction(…)`, or a method of the app's that returns one
  /// (`self.getInfoAction(…)`, read from its body).
  private func madeAction(_ call: FunctionCallExprSyntax) -> AlertDraft.Button? {
    if call.calleeName == "UIAlertAction" { return action(call) }
    guard let project = names.project, project.followsFactories,
      let (maker, arguments) = project.factories.factory(
        for: call, kind: .actionMaker, file: lines.file)
    else { return nil }
    let parameters = FactoryCall.parameters(arguments, of: maker, lines: lines, names: names)
    return FactoryCall.button(of: maker, parameters: parameters, project: project)
  }

  /// The button `call`, a `UIAlertAction(…)` of the code this scope has read, makes.
  func button(_ call: FunctionCallExprSyntax) -> AlertDraft.Button { action(call) }

  /// The button a `UIAlertAction(title:style:handler:)` call makes.
  private func action(_ call: FunctionCallExprSyntax) -> AlertDraft.Button {
    let label =
      text(call.argument("title"))
      ?? ExtractedText(text: "", placeholders: [], location: lines.location(of: call))
    return AlertDraft.Button(label: label, role: role(call.argument("style")))
  }

  /// The index of the button `value` names (`ok`, or a new `UIAlertAction`), by label.
  private func buttonIndex(_ value: ExprSyntax, in draft: AlertDraft) -> Int? {
    let button: AlertDraft.Button?
    if let reference = value.as(DeclReferenceExprSyntax.self) {
      button = actions[reference.baseName.text]
    } else {
      button = nil
    }
    guard let button else { return nil }
    return draft.buttons.firstIndex { $0.label == button.label }
  }

  /// A field from `addTextField`'s closure: `$0.placeholder = "…"`, `isSecureTextEntry = true`.
  private func field(_ closure: ClosureExprSyntax?) -> AlertDraft.Field {
    var field = AlertDraft.Field(placeholder: nil, secure: false)
    for item in closure?.statements ?? [] {
      guard case .expr(let expression) = item.item,
        let parts = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
        parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
        let target = parts[0].as(MemberAccessExprSyntax.self)
      else { continue }
      switch target.declName.baseName.text {
      case "placeholder": field.placeholder = text(parts[2])
      case "isSecureTextEntry":
        field.secure = parts[2].as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
      default: continue
      }
    }
    return field
  }

  private func text(_ expression: ExprSyntax?) -> ExtractedText? {
    guard let expression, !names.isNil(expression) else { return nil }
    return StringExpression.text(of: expression, lines, names: names)
  }

  private func role(_ expression: ExprSyntax?) -> ButtonRole {
    expression.flatMap(styleName).flatMap(ButtonRole.init(rawValue:)) ?? .default
  }

  /// `actionSheet` of `.actionSheet`, or of a parameter a factory's call passed it for.
  private func styleName(_ expression: ExprSyntax) -> String? {
    if let passed = names.bound(expression)?.expression, passed.id != expression.id {
      return passed.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}
