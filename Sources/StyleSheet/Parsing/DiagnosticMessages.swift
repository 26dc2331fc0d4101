/// Turns libxml2's diagnostics into ``StyleSheetError`` sentences that say what to do.
enum DiagnosticMessages {
  /// The sentence that ends every schema error.
  static let schemaHint = "check the format in Styles/style.rng"

  /// Errors for the diagnostics of one sheet; `tree` (when well-formed) helps name things.
  static func errors(for diagnostics: [XMLDiagnostic], file: String, tree: SheetElement?)
    -> [StyleSheetError]
  {
    let specific = diagnostics.filter { !isSummary($0) }
    let kept = specific.isEmpty ? diagnostics : specific
    let attributeLines = Set(kept.filter { $0.kind == .validity(.invalidAttribute) }.map(\.line))
    return kept.compactMap { diagnostic in
      if diagnostic.kind == .validity(.badValue), attributeLines.contains(diagnostic.line) {
        return nil
      }
      let context = ValidityContext(diagnostic: diagnostic, tree: tree)
      return StyleSheetError(
        file: file, line: context.element?.line ?? diagnostic.line,
        message: message(for: diagnostic, tree: tree))
    }
  }

  private static func isSummary(_ diagnostic: XMLDiagnostic) -> Bool {
    diagnostic.kind == .validity(.summary)
  }

  private static func message(for diagnostic: XMLDiagnostic, tree: SheetElement?) -> String {
    switch diagnostic.kind {
    case .limit:
      return diagnostic.message
    case .doctype:
      return "style sheets may not declare a DOCTYPE or entities; remove the <!DOCTYPE ...> line"
    case .entity:
      let name = diagnostic.str1.map { "'&\($0);' " } ?? ""
      return "the entity reference \(name)is not allowed: style sheets may use only &amp; &lt; "
        + "&gt; &quot; &apos; and no DOCTYPE; write the text out instead"
    case .syntax:
      return "the file is not well-formed XML (\(diagnostic.message)); fix the markup"
    case .schema:
      return "the schema could not be read (\(diagnostic.message)); restore Styles/style.rng"
    case .validity(let code):
      let context = ValidityContext(diagnostic: diagnostic, tree: tree)
      return context.message(code) ?? "\(diagnostic.message); \(schemaHint)"
    }
  }
}

/// The element a validity diagnostic is about, found in the Swift tree by line and name.
private struct ValidityContext {
  var diagnostic: XMLDiagnostic
  var element: SheetElement?
  var parent: SheetElement?

  init(diagnostic: XMLDiagnostic, tree: SheetElement?) {
    self.diagnostic = diagnostic
    let names = [diagnostic.str1, diagnostic.str2].compactMap { $0 }
    func find(_ node: SheetElement, parent: SheetElement?) -> (SheetElement, SheetElement?)? {
      if node.endLine == diagnostic.line, names.contains(node.name) { return (node, parent) }
      for child in node.children {
        if let found = find(child, parent: node) { return found }
      }
      return nil
    }
    func findByName(_ node: SheetElement, parent: SheetElement?) -> (SheetElement, SheetElement?)? {
      if names.contains(node.name) { return (node, parent) }
      return node.children.lazy.compactMap { findByName($0, parent: node) }.first
    }
    // libxml2 reports some interleave errors without a line: fall back to the first such element.
    let search = diagnostic.line == 0 ? findByName : find
    if let tree, let (element, parent) = search(tree, nil) {
      self.element = element
      self.parent = parent
    }
  }

  func message(_ code: XMLDiagnostic.ValidityCode) -> String? {
    let hint = DiagnosticMessages.schemaHint
    switch code {
    case .invalidAttribute:
      guard let attribute = diagnostic.str1, let elementName = diagnostic.str2 else { return nil }
      let allowed = Vocabulary.attributes[elementName] ?? []
      if allowed.contains(attribute) {
        let value = element?.attribute(attribute).map { "'\($0)'" } ?? "the value"
        return "\(value) is not a valid value for '\(attribute)' on <\(elementName)>; write "
          + Vocabulary.expectation(element: elementName, attribute: attribute)
      }
      let guess =
        Vocabulary.suggestion(for: attribute, among: allowed)
        .map { "did you mean '\($0)'? " } ?? ""
      let list = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
      return "unknown attribute '\(attribute)' on <\(elementName)> (allowed: \(list)); "
        + "\(guess)\(hint)"
    case .unexpectedElement, .wrongElement:
      let name = (code == .wrongElement ? diagnostic.str2 : diagnostic.str1) ?? element?.name
      guard let name else { return nil }
      return unexpected(name)
    case .missing:
      guard let name = diagnostic.str1 else { return nil }
      return "<\(name)> is missing here; \(hint)"
    case .unexpectedText:
      return "text is not allowed here: style sheets keep every value in attributes; "
        + "delete the text or turn it into a comment"
    case .summary:
      guard let element, let key = Vocabulary.keyAttributes[element.name],
        element.attribute(key) == nil
      else { return nil }
      return "<\(element.name)> needs a '\(key)' attribute ("
        + Vocabulary.expectation(element: element.name, attribute: key) + ")"
    case .badValue, .other:
      return nil
    }
  }

  private func unexpected(_ name: String) -> String {
    let hint = DiagnosticMessages.schemaHint
    let parentName = parent?.name ?? "style"
    let allowed = Vocabulary.children[parentName] ?? []
    if allowed.contains(name) {
      return "<\(name)> appears more than once in <\(parentName)>; merge them into one"
    }
    if Vocabulary.attributes[name] != nil, let home = Vocabulary.parent(of: name) {
      return "<\(name)> is not allowed inside <\(parentName)>; it belongs inside <\(home)>"
    }
    if Vocabulary.attributes[name] != nil, name != "style" || parent != nil {
      return "<\(name)> is not allowed inside <\(parentName)>; \(hint)"
    }
    let guess =
      Vocabulary.suggestion(for: name, among: allowed).map { "did you mean <\($0)>? " } ?? ""
    let list = allowed.isEmpty ? "none" : allowed.map { "<\($0)>" }.joined(separator: ", ")
    return "unknown element <\(name)> in <\(parentName)> (allowed: \(list)); \(guess)\(hint)"
  }
}
