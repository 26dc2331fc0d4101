import AlertSpec
internal import SwiftSyntax

/// Reads one call of an alert factory (``AlertFactory``): the factory's body, with what the
/// call passes in place of each parameter, read where the call is. A factory that calls
/// another is followed, ``maximumDepth`` calls deep.
enum FactoryCall {
  /// How many factory calls deep a call is followed (a factory calling itself stops here).
  static let maximumDepth = 4

  /// The alert a call at `location` shows, given `parameters`: of the alerts `factory`'s body
  /// makes, the last (the `else` of `if special { … } else { general }`), as a helper's
  /// general case comes last; but not one made in a closure of the body (an action's handler
  /// showing another alert later), unless every one is.
  static func draft(
    of factory: AlertFactory, parameters: [String: StringNames.BoundValue],
    at location: SpecLocation, project: ProjectStrings
  ) -> AlertDraft? {
    let made = read(factory, parameters: parameters, project: project)
    let closures = ClosureSpans.spans(in: factory.body, lines: factory.lines)
    let chosen =
      made.last { draft in !closures.contains { $0.contains(draft.location) } } ?? made.last
    return chosen.map { shown($0, at: location) }
  }

  /// Whether a call passes copy of its own: a parameter (not a default) given text known
  /// statically, or `nil`.
  static func passesCopy(
    _ parameters: [String: StringNames.BoundValue],
    _ arguments: [AlertFactory.Argument]
  ) -> Bool {
    arguments.contains { argument in
      guard !argument.isDefault, let bound = parameters[argument.parameter.name] else {
        return false
      }
      guard let text = bound.text else { return true }
      return text.placeholders.isEmpty && !text.text.isEmpty
    }
  }

  /// The alerts `factory`'s body makes for a call at `location`, given `parameters`.
  static func drafts(
    of factory: AlertFactory, parameters: [String: StringNames.BoundValue],
    at location: SpecLocation, project: ProjectStrings
  ) -> [AlertDraft] {
    read(factory, parameters: parameters, project: project).map { shown($0, at: location) }
  }

  /// The alerts `factory`'s body makes given `parameters`, where the body makes them.
  private static func read(
    _ factory: AlertFactory, parameters: [String: StringNames.BoundValue],
    project: ProjectStrings
  ) -> [AlertDraft] {
    var names = StringNames(statics: factory.statics, project: project.deeper())
    names.parameters = parameters
    return AlertCallFinder.drafts(in: factory.body, lines: factory.lines, names: names)
  }

  /// `draft`, made in a factory's body, as the call at `location` shows it.
  private static func shown(_ draft: AlertDraft, at location: SpecLocation) -> AlertDraft {
    var draft = draft
    draft.origin.via.append(AlertOrigin.place(draft.location))
    if draft.origin.made == nil { draft.origin.made = draft.location }
    draft.location = location
    draft.origin.template = nil
    return draft
  }

  /// The buttons an action adder (`alert.addCancelAction(title)`) adds, given `parameters`.
  static func buttons(
    of adder: AlertFactory, parameters: [String: StringNames.BoundValue],
    at location: SpecLocation, project: ProjectStrings
  ) -> [AlertDraft.Button] {
    var names = StringNames(statics: adder.statics, project: project.deeper())
    names.parameters = parameters
    var scope = UIKitScope(lines: adder.lines, names: names, selfIsAlert: true)
    scope.start(AlertDraft(location: location), as: "self")
    for item in adder.body.statements { scope.read(item) }
    return scope.finished.first?.buttons ?? []
  }

  /// The button an action maker's body makes (its first `UIAlertAction(…)`), given
  /// `parameters`.
  static func button(
    of maker: AlertFactory, parameters: [String: StringNames.BoundValue], project: ProjectStrings
  ) -> AlertDraft.Button? {
    var names = StringNames(statics: maker.statics, project: project.deeper())
    names.parameters = parameters
    var scope = UIKitScope(lines: maker.lines, names: names)
    for item in maker.body.statements { scope.read(item) }
    guard let made = FirstActionCall.find(in: maker.body) else { return nil }
    return scope.button(made)
  }

  /// What each parameter stands for in one call: the argument's text read at the call
  /// (`lines`, `names`), or the default's read in the factory; and for a value built in place
  /// (`Info(title: "…", action: .init(title: "OK"))`), each labelled member by dotted path.
  static func parameters(
    _ arguments: [AlertFactory.Argument], of factory: AlertFactory, lines: SourceLines,
    names: StringNames
  ) -> [String: StringNames.BoundValue] {
    var bound: [String: StringNames.BoundValue] = [:]
    let own = StringNames(statics: factory.statics, project: names.project)
    for argument in arguments {
      let name = argument.parameter.name
      let (lines, names) = argument.isDefault ? (factory.lines, own) : (lines, names)
      if let type = argument.parameter.type,
        bindBuilt(name, argument.expression, type, lines, names, into: &bound)
      {
        continue
      }
      bind(
        name, argument.expression, lines, names, key: argument.parameter.takesKey, into: &bound,
        depth: 0)
      bound[name]?.type = argument.parameter.type
    }
    return bound
  }

  /// Binds `name` to the value a static member of `type` builds, when `expression` names one
  /// (`.notFound` for a `Notice`: what `static var notFound: Notice { … }` returns). A choice
  /// between two (`ok ? .saved : .failed`) is the first, the second's copy its alternative.
  /// While the project is indexed, the member is left for the index to find.
  private static func bindBuilt(
    _ name: String, _ expression: ExprSyntax, _ type: String, _ lines: SourceLines,
    _ names: StringNames, into bound: inout [String: StringNames.BoundValue]
  ) -> Bool {
    let branches = StringExpression.branches(of: expression) ?? (expression, nil)
    guard let member = staticMember(branches.0, of: type) else { return false }
    guard let index = names.project?.index else {
      var text = StringExpression.text(of: expression, lines, names: names)
      text.pending =
        [member] + (branches.1.flatMap { staticMember($0, of: type) }.map { [$0] } ?? [])
      bound[name] = StringNames.BoundValue(text: text, expression: expression, type: type)
      return true
    }
    guard let built = index.value(member, from: lines.file) else { return false }
    var inner = StringNames(statics: names.statics, project: names.project)
    inner.locals = built.locals
    bind(name, built.value, built.lines, inner, key: false, into: &bound, depth: 0)
    bound[name]?.type = type
    if let second = branches.1, let other = staticMember(second, of: type),
      let alternative = index.value(other, from: lines.file)
    {
      var alternatives: [String: StringNames.BoundValue] = [:]
      inner.locals = alternative.locals
      bind(
        name, alternative.value, alternative.lines, inner, key: false, into: &alternatives,
        depth: 0)
      for (path, value) in alternatives where path != name {
        guard let text = value.text, bound[path]?.text?.text != text.text else { continue }
        bound[path]?.text?.alternatives.append(text.text)
      }
    }
    return true
  }

  /// `Type.member` for an argument naming a static member of the parameter's type: `.member`
  /// or `Type.member`.
  private static func staticMember(_ expression: ExprSyntax, of type: String) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let base = member.base.flatMap { StringNames.dottedPath($0) }
    guard member.base == nil || base == type else { return nil }
    return type + "." + member.declName.baseName.text
  }

  /// What building the value a model presenter shows passes (`Notice(title: "Saved")`), under
  /// each name the presenter reads the value by: the value type's defaults first, read in the
  /// presenter's file, then the call's labelled arguments.
  static func value(
    _ call: FunctionCallExprSyntax, for presenter: AlertFactory, lines: SourceLines,
    names: StringNames
  ) -> [String: StringNames.BoundValue] {
    var bound: [String: StringNames.BoundValue] = [:]
    let own = StringNames(statics: presenter.statics, project: names.project)
    for name in presenter.modelNames {
      for prefix in [name, name + ".wrappedValue"] {
        for (path, value) in presenter.modelDefaults {
          bind(
            prefix + "." + path, value, presenter.lines, own, key: false, into: &bound, depth: 1)
        }
        bind(prefix, ExprSyntax(call), lines, names, key: false, into: &bound, depth: 0)
      }
    }
    return bound
  }

  private static func bind(
    _ path: String, _ expression: ExprSyntax, _ lines: SourceLines, _ names: StringNames,
    key: Bool, into bound: inout [String: StringNames.BoundValue], depth: Int
  ) {
    guard !names.isNil(expression) else {
      bound[path] = StringNames.BoundValue(text: nil, expression: expression)
      return
    }
    if let passed = names.bound(expression) {
      // A parameter passed on to another factory.
      bound[path] = passed
    } else {
      bound[path] = StringNames.BoundValue(
        text: StringExpression.text(of: expression, lines, literalIsKey: key, names: names),
        expression: expression)
    }
    guard depth < 2, let call = expression.as(FunctionCallExprSyntax.self), buildsValue(call)
    else { return }
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      bind(
        path + "." + label, argument.expression, lines, names, key: false, into: &bound,
        depth: depth + 1)
    }
  }

  /// Whether `call` builds a value: `Info(…)`, `Info.Button(…)`, `.init(…)`.
  static func buildsValue(_ call: FunctionCallExprSyntax) -> Bool {
    if call.calledExpression.is(GenericSpecializationExprSyntax.self) { return true }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    let name = member.declName.baseName.text
    return name == "init" || name.first?.isUppercase == true
  }
}
