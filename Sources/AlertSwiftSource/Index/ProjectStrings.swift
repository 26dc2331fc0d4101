import AlertSpec
internal import SwiftSyntax

/// What the Swift reader knows of the whole project while it reads one file: the app's
/// strings tables, and (once every file is indexed) the copy its declarations hold.
struct ProjectStrings: Sendable {
  let tables: ProjectTables
  /// `nil` while the index itself is being built.
  var index: DeclarationIndex? = nil
  /// The app's alert factories found so far.
  var factories = AlertFactories()
  /// The helpers the project file declares, by the name calls use (``AlertHelper``).
  var helpers: [String: AlertHelper] = [:]
  /// The app's subclasses of `UIAlertController`, made as it is (`PortraitAlertController(…)`).
  var alertControllerTypes: Set<String> = []
  /// How many factory calls deep the code being read is (``FactoryCall/maximumDepth``).
  var depth = 0

  /// These strings, for reading a factory's body one call deeper.
  func deeper() -> ProjectStrings {
    var copy = self
    copy.depth += 1
    return copy
  }

  /// Whether a factory call here may still be followed.
  var followsFactories: Bool {
    (!factories.isEmpty || !helpers.isEmpty) && depth < FactoryCall.maximumDepth
  }

  /// The copy `expression` names through the index: `L10n.Alerts.title`, `UserText.delete`,
  /// `Strings.title` of an enclosing type, `Self.title`, `Messages.delete.rawValue`,
  /// `L10n.Alerts.remove(name)`; `nil` when it names nothing indexed.
  func text(of expression: ExprSyntax, file: String) -> ExtractedText? {
    guard let index else { return nil }
    let candidates = Self.candidates(for: expression)
    guard !candidates.isEmpty else { return nil }
    let arguments =
      expression.as(FunctionCallExprSyntax.self)?.arguments.map {
        StringExpression.placeholderName($0.expression)
      } ?? []
    return index.text(for: candidates, from: file, arguments: arguments)
  }

  /// The qualified names `expression` may mean, nearest scope first; empty when it is not a
  /// name, a dotted path on names, or a call of one.
  static func candidates(for expression: ExprSyntax) -> [String] {
    var target = expression
    if let call = expression.as(FunctionCallExprSyntax.self) { target = call.calledExpression }
    guard var path = StringNames.dottedPath(target) else { return [] }
    if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
    var parts = path.split(separator: ".").map(String.init)
    if ["self", "Self"].contains(parts.first) { parts.removeFirst() }
    guard !parts.isEmpty else { return [] }
    let name = parts.joined(separator: ".")
    let scope = typeScope(of: Syntax(expression))
    var result: [String] = []
    for depth in stride(from: scope.count, through: 0, by: -1) {
      let prefix = scope.prefix(depth).joined(separator: ".")
      let candidate = prefix.isEmpty ? name : prefix + "." + name
      if !result.contains(candidate) { result.append(candidate) }
    }
    return result
  }

  /// The names of the types (and extended types) enclosing `node`, outermost first.
  static func typeScope(of node: Syntax) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let here = current {
      if let extended = here.as(ExtensionDeclSyntax.self) {
        names.insert(
          contentsOf: extended.extendedType.trimmedDescription.split(separator: ".").map(
            String.init),
          at: 0)
      } else if let type = here.asProtocol(NamedDeclSyntax.self),
        here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self)
          || here.is(EnumDeclSyntax.self) || here.is(ActorDeclSyntax.self)
      {
        names.insert(type.name.text, at: 0)
      }
      current = here.parent
    }
    return names
  }
}
