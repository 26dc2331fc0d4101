import AlertLint
import AlertMarkup
import AlertSpec

/// Links the gallery's findings list to the editor: each finding about a field gets the field
/// (`data-field`); one about an editable text also the word's UTF-16 range and text when it
/// names one (`data-start`, `data-end`, `data-word`), and a button that selects it there. The script draws the word's
/// highlight in the field from the same attributes.
enum FindingLinks {
  /// `section` (``GalleryFragments/findings(_:of:styleName:depth:)``, made of `findings`) with
  /// its items linked. `marking` are the same findings with the positions in `spec` that their
  /// words are marked by (the findings shown may name the file's positions instead).
  static func link(
    _ section: MarkupNode, _ findings: [Finding], of spec: AlertSpec, marking: [Finding]? = nil
  ) -> MarkupNode {
    let marks = marking ?? findings
    var unused = Array(findings.indices)
    return rewrite(section) { item in
      let message = text(of: item, class: "finding-message")
      let shown = text(of: .element(item), class: nil)
      guard
        let at = unused.firstIndex(where: {
          findings[$0].message == message && shown.contains(findings[$0].location.description)
        })
      else { return item }
      return linked(item, marks[unused.remove(at: at)], in: spec)
    }
  }

  private static func linked(_ item: MarkupElement, _ finding: Finding, in spec: AlertSpec)
    -> MarkupElement
  {
    guard let place = place(of: finding.field), spec.keys[finding.field] == nil,
      FindingMark.text(of: spec, at: finding.field) != nil
    else {
      // Still named, so the script can say it beside the field's row (a role, a placeholder).
      guard !finding.field.isEmpty else { return item }
      return MarkupElement(
        item.name, item.attributes.map { ($0.name, $0.value) } + [("data-field", finding.field)],
        item.children)
    }
    var attributes = item.attributes.map { ($0.name, $0.value) } + [("data-field", finding.field)]
    var label = "Go to " + place
    if let mark = FindingMark(finding, in: spec) {
      attributes += [
        ("data-start", String(mark.range.lowerBound)), ("data-end", String(mark.range.upperBound)),
        ("data-word", mark.word),
      ]
      label = "Select “\(mark.word)” in " + place
    }
    let button = MarkupNode.el(
      "button", [("type", "button"), ("class", "finding-goto")], text: label)
    let children = item.children.map { child in
      guard case .element(var head) = child,
        head.attributes.contains(where: { $0.value == "finding-head" })
      else { return child }
      head.children.append(button)
      return MarkupNode.element(head)
    }
    return MarkupElement(item.name, attributes, children)
  }

  /// `the title`, `the message`, `button 2` for a field the editor has a text box for.
  static func place(of field: String) -> String? {
    switch field {
    case "title": return "the title"
    case "message": return "the message"
    default: return FindingMark.buttonIndex(field).map { "button \($0 + 1)’s label" }
    }
  }

  /// `node` with every `<li>` passed through `change`.
  private static func rewrite(_ node: MarkupNode, _ change: (MarkupElement) -> MarkupElement)
    -> MarkupNode
  {
    guard case .element(var element) = node else { return node }
    element.children = element.children.map { rewrite($0, change) }
    return .element(element.name == "li" ? change(element) : element)
  }

  /// The text inside `node`, or inside its descendants of class `wanted` only.
  private static func text(of node: MarkupNode, class wanted: String?) -> String {
    switch node {
    case .text(let text): return wanted == nil ? text : ""
    case .literal: return ""
    case .element(let element):
      if let wanted,
        element.attributes.contains(where: { $0.name == "class" && $0.value == wanted })
      {
        return text(of: node, class: nil)
      }
      return element.children.map { text(of: $0, class: wanted) }.joined()
    }
  }

  private static func text(of item: MarkupElement, class wanted: String) -> String {
    text(of: .element(item), class: wanted)
  }
}
