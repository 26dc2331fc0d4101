import AlertSpec
internal import SwiftSyntax

/// A function, method or initialiser of the app whose body makes an alert from what its
/// callers pass: `presentError(title:message:)`, `UIAlertController.standardAlert(of:)`, a
/// `convenience init(for error:title:)` of `UIAlertController`, or an `addCancelAction(_:)`
/// extension that adds a button. Each call becomes the alert its body makes, read with the
/// call's arguments in place of the parameters (``FactoryCall``).
struct AlertFactory: Sendable {
  enum Kind: Sendable {
    /// Makes (and usually presents or returns) a whole alert.
    case function
    /// An initialiser of the type it extends, called as `UIAlertController(for: error, …)`.
    case initializer
    /// A `UIAlertController` method that adds buttons to the controller it is called on.
    case actionAdder
    /// A method returning a `UIAlertAction` (`func getInfoAction(…) -> UIAlertAction?`): the
    /// button it makes, added where its result is (`if let action = getInfoAction(…)`).
    case actionMaker
    /// A SwiftUI presenter of the app's alert value (`func notice(_ item: Binding<Notice?>)`):
    /// its calls pass a binding, not copy; each place the value is built (`Notice(title: …)`)
    /// is an alert. Its ``AlertFactory/name`` is the value's type.
    case modelPresenter
  }

  struct Parameter: Sendable {
    /// The argument label calls write, `nil` for `_`.
    var label: String?
    /// The name the body reads.
    var name: String
    var defaultValue: ExprSyntax?
    /// A closure parameter, which a trailing closure may fill.
    var takesClosure: Bool
    /// A `LocalizedStringKey`: a literal passed for it is looked up.
    var takesKey: Bool
    /// The app's type it takes (`SPAuthError`, `Notice` of `Notice?`), for `.case` and
    /// `.staticMember` arguments; `nil` for standard types.
    var type: String? = nil
  }

  var kind: Kind
  /// What calls name: the function's name, or the type an initialiser makes.
  var name: String
  var parameters: [Parameter]
  var body: CodeBlockSyntax
  /// The file the factory is in, with its `static let` copy.
  var lines: SourceLines
  var statics: [String: ExprSyntax]
  /// `file:line:column` of the declaration.
  var key: String
  /// Private and fileprivate factories are called from their own file only.
  var isPrivate: Bool
  /// The types enclosing the declaration, outermost first.
  var typeScope: [String]
  /// Its body runs on a `UIAlertController` (an extension or subclass of it): `self.init(…)`
  /// and `addAction(…)` without a receiver make and complete that alert.
  var selfIsAlert: Bool
  /// For a ``Kind/modelPresenter``: the names its alert reads the value by (`item`, `notice`).
  var modelNames: Set<String> = []
  /// For a ``Kind/modelPresenter``: the value type's stored properties' defaults, by dotted
  /// path (`primary` of `var primary = Action(title: "OK")`), when its file declares it.
  var modelDefaults: [String: ExprSyntax] = [:]

  /// The factory a declaration is, when it has a body; `nil` otherwise.
  init?(
    _ declaration: some SyntaxProtocol, kind: Kind, lines: SourceLines,
    statics: [String: ExprSyntax]
  ) {
    let signature: FunctionSignatureSyntax
    let modifiers: DeclModifierListSyntax
    if let function = declaration.as(FunctionDeclSyntax.self), let body = function.body {
      name = function.name.text
      signature = function.signature
      modifiers = function.modifiers
      self.body = body
    } else if let initializer = declaration.as(InitializerDeclSyntax.self),
      let body = initializer.body,
      let type = ProjectStrings.typeScope(of: Syntax(initializer)).last
    {
      name = type
      signature = initializer.signature
      modifiers = initializer.modifiers
      self.body = body
    } else {
      return nil
    }
    self.kind = kind
    self.lines = lines
    self.statics = statics
    parameters = signature.parameterClause.parameters.map { parameter in
      let first = parameter.firstName.text
      let type = parameter.type.trimmedDescription
      return Parameter(
        label: first == "_" ? nil : first,
        name: parameter.secondName?.text ?? first,
        defaultValue: parameter.defaultValue?.value,
        takesClosure: type.contains("->"), takesKey: type.contains("LocalizedStringKey"),
        type: Self.valueType(type))
    }
    let place = lines.location(of: declaration)
    key = "\(place.file):\(place.line):\(place.column)"
    isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    typeScope = ProjectStrings.typeScope(of: Syntax(declaration))
    selfIsAlert = Self.extendsAlertController(Syntax(declaration))
  }

  /// What one call passes for one parameter: its argument, or the parameter's default.
  struct Argument: Sendable {
    var parameter: Parameter
    var expression: ExprSyntax
    var isDefault: Bool
  }

  /// The parameter names the body reads.
  var parameterNames: Set<String> { Set(parameters.map(\.name)) }

  /// What `call` passes for each parameter (or the parameter's default), when its labels fit
  /// this factory's; `nil` when they do not.
  func arguments(of call: FunctionCallExprSyntax) -> [Argument]? {
    let passed = Array(call.arguments)
    let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    var next = 0
    var closuresLeft = trailing
    var result: [Argument] = []
    for parameter in parameters {
      if next < passed.count, passed[next].label?.text == parameter.label {
        result.append(
          Argument(parameter: parameter, expression: passed[next].expression, isDefault: false))
        next += 1
      } else if let value = parameter.defaultValue {
        result.append(Argument(parameter: parameter, expression: value, isDefault: true))
      } else if parameter.takesClosure, closuresLeft > 0 {
        closuresLeft -= 1
      } else {
        return nil
      }
    }
    return next == passed.count ? result : nil
  }

  /// The app's type a parameter's type holds, through `Binding`, `Optional` and generic
  /// wrappers (`Notice` of `Binding<Notice?>`); `nil` for standard types.
  static func valueType(_ type: String) -> String? {
    let wrappers: Set<String> = [
      "Binding", "Optional", "Array", "Set", "Dictionary", "Published", "State", "some", "any",
      "String", "Substring", "Bool", "Int", "Double", "Float", "Error", "Void", "UUID", "Date",
      "URL", "Data", "LocalizedStringKey", "Text", "View", "Never", "AnyView", "Identifiable",
    ]
    let names = type.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
    return names.first { $0.first?.isUppercase == true && !wrappers.contains($0) }
  }

  /// Whether `node` is inside an extension of `UIAlertController` or a class inheriting it.
  static func extendsAlertController(_ node: Syntax) -> Bool {
    var current = node.parent
    while let here = current {
      if let extended = here.as(ExtensionDeclSyntax.self) {
        return extended.extendedType.trimmedDescription.hasSuffix("UIAlertController")
      }
      if let type = here.as(ClassDeclSyntax.self) {
        return type.inheritanceClause?.inheritedTypes.contains {
          $0.type.trimmedDescription.hasSuffix("UIAlertController")
        } ?? false
      }
      current = here.parent
    }
    return false
  }
}
