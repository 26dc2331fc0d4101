internal import SwiftSyntax

/// The alert factories found in the project so far, by the name calls use.
struct AlertFactories: Sendable {
  private(set) var byName: [String: [AlertFactory]] = [:]
  private(set) var keys: Set<String> = []

  var isEmpty: Bool { keys.isEmpty }

  /// Adds `factory` unless one with its key is known; whether it was new.
  @discardableResult
  mutating func add(_ factory: AlertFactory) -> Bool {
    guard keys.insert(factory.key).inserted else { return false }
    byName[factory.name, default: []].append(factory)
    return true
  }

  /// The presenter of the alert value `call` builds (`Notice(title: …)`), if `call` builds one.
  func presenter(of call: FunctionCallExprSyntax) -> AlertFactory? {
    guard let name = call.calleeName else { return nil }
    return byName[name]?.first { $0.kind == .modelPresenter }
  }

  /// The factory of kind `kind` that `call` calls, with what it passes: the one in the same
  /// file first, then one in an enclosing type of the call, then any the call's labels fit.
  /// A private factory is called from its own file only.
  func factory(
    for call: FunctionCallExprSyntax, kind: AlertFactory.Kind, file: String
  ) -> (AlertFactory, [AlertFactory.Argument])? {
    guard let name = call.calleeName, let found = byName[name] else { return nil }
    var fitting: [(AlertFactory, [AlertFactory.Argument])] = []
    for factory in found where factory.kind == kind {
      guard !factory.isPrivate || factory.lines.file == file,
        let arguments = factory.arguments(of: call)
      else { continue }
      fitting.append((factory, arguments))
    }
    guard !fitting.isEmpty else { return nil }
    if let same = fitting.first(where: { $0.0.lines.file == file }) { return same }
    let scope = ProjectStrings.typeScope(of: Syntax(call))
    if let near = fitting.first(where: {
      !$0.0.typeScope.isEmpty && scope.starts(with: $0.0.typeScope)
    }) {
      return near
    }
    return fitting.first
  }
}
