/// Checks a sheet's element tree against the format's vocabulary in Swift.
///
/// It runs before the RELAX NG schema so that the common mistakes (unknown or misplaced
/// elements, unknown attributes, bad values, a missing `role`/`id`…) are reported with
/// the element's own line and a suggestion; the schema stays the authority and catches
/// anything this misses.
enum SheetTreeChecker {
  /// Every problem of `root`, in document order.
  static func check(_ root: SheetElement, file: String) -> [StyleSheetError] {
    guard root.name == "style" else {
      return [
        StyleSheetError(
          file: file, line: root.line,
          message:
            "the root element must be <style>, not <\(root.name)>; \(DiagnosticMessages.schemaHint)"
        )
      ]
    }
    var errors: [StyleSheetError] = []
    check(root, parent: nil, file: file, errors: &errors)
    return errors
  }

  private static func check(
    _ element: SheetElement, parent: String?, file: String, errors: inout [StyleSheetError]
  ) {
    func fail(_ line: Int, _ message: String) {
      errors.append(StyleSheetError(file: file, line: line, message: message))
    }
    checkAttributes(element, fail: fail)
    if element.hasText {
      fail(
        element.line,
        "text is not allowed inside <\(element.name)>: style sheets keep every value in "
          + "attributes; delete the text or turn it into a comment")
    }
    let allowed = Vocabulary.children[element.name] ?? []
    var seen = Set<String>()
    for child in element.children {
      if !allowed.contains(child.name) {
        fail(child.line, unexpected(child.name, in: element.name))
        continue
      }
      let repeatable = [
        "font", "tracking", "colors", "color", "device", "safe-area", "word", "label", "rule",
      ].contains(child.name)
      if !repeatable, !seen.insert(child.name).inserted {
        fail(
          child.line,
          "<\(child.name)> appears more than once in <\(element.name)>; merge them into one")
      }
      check(child, parent: element.name, file: file, errors: &errors)
    }
  }

  private static func checkAttributes(_ element: SheetElement, fail: (Int, String) -> Void) {
    let allowed = Vocabulary.attributes[element.name] ?? []
    for (name, value) in element.attributes {
      guard allowed.contains(name) else {
        let guess =
          Vocabulary.suggestion(for: name, among: allowed)
          .map { "did you mean '\($0)'? " } ?? ""
        let list = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
        fail(
          element.line(of: name),
          "unknown attribute '\(name)' on <\(element.name)> (allowed: \(list)); \(guess)"
            + DiagnosticMessages.schemaHint)
        continue
      }
      let kind = Vocabulary.kind(element: element.name, attribute: name)
      if !kind.accepts(value) {
        fail(
          element.line(of: name),
          "'\(value)' is not a valid value for '\(name)' on <\(element.name)>; write \(kind.expectation)"
        )
      }
    }
    if let key = Vocabulary.keyAttributes[element.name], element.attribute(key) == nil {
      fail(
        element.line,
        "<\(element.name)> needs a '\(key)' attribute; write "
          + Vocabulary.expectation(element: element.name, attribute: key))
    }
  }

  /// The message for an element that is not allowed inside `parent`.
  static func unexpected(_ name: String, in parent: String) -> String {
    if let home = Vocabulary.parent(of: name) {
      return "<\(name)> is not allowed inside <\(parent)>; it belongs inside <\(home)>"
    }
    let allowed = Vocabulary.children[parent] ?? []
    let guess =
      Vocabulary.suggestion(for: name, among: allowed).map { "did you mean <\($0)>? " } ?? ""
    let list = allowed.isEmpty ? "none" : allowed.map { "<\($0)>" }.joined(separator: ", ")
    return "unknown element <\(name)> in <\(parent)> (allowed: \(list)); \(guess)"
      + DiagnosticMessages.schemaHint
  }
}
