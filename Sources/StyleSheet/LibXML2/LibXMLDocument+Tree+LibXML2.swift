// C-facing: copies a libxml2 tree into Swift values.
internal import CLibXML2

extension LibXMLDocument {
  /// The root element as Swift values, or diagnostics for entity references.
  ///
  /// Only the five predefined entities are allowed (libxml2 substitutes them); any other
  /// entity reference that survived parsing is reported.
  func copyTree() -> (SheetElement?, [XMLDiagnostic]) {
    guard let root = xmlDocGetRootElement(doc) else {
      return (
        nil, [XMLDiagnostic(kind: .syntax, line: 0, message: "the document has no root element")]
      )
    }
    var diagnostics: [XMLDiagnostic] = []
    let element = Self.copy(root, diagnostics: &diagnostics)
    return (diagnostics.isEmpty ? element : nil, diagnostics)
  }

  private static func copy(_ node: xmlNodePtr, diagnostics: inout [XMLDiagnostic]) -> SheetElement {
    let line = Int(xmlGetLineNo(node))
    var attributes: [(name: String, value: String)] = []
    var attribute = node.pointee.properties
    while let current = attribute {
      let name = LibXML2Runtime.string(current.pointee.name) ?? ""
      attributes.append(
        (name, text(of: current.pointee.children, line: line, diagnostics: &diagnostics)))
      attribute = current.pointee.next
    }
    var children: [SheetElement] = []
    var hasText = false
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        children.append(copy(current, diagnostics: &diagnostics))
      case XML_ENTITY_REF_NODE:
        diagnostics.append(entityDiagnostic(current, line: Int(xmlGetLineNo(current))))
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        let text = LibXML2Runtime.string(UnsafePointer(current.pointee.content)) ?? ""
        hasText = hasText || text.contains { !$0.isWhitespace }
      default:
        break
      }
      child = current.pointee.next
    }
    return SheetElement(
      name: LibXML2Runtime.string(node.pointee.name) ?? "", attributes: attributes, line: line,
      children: children, hasText: hasText)
  }

  /// The text of an attribute's child list.
  private static func text(of first: xmlNodePtr?, line: Int, diagnostics: inout [XMLDiagnostic])
    -> String
  {
    var result = ""
    var node = first
    while let current = node {
      if current.pointee.type == XML_ENTITY_REF_NODE {
        diagnostics.append(entityDiagnostic(current, line: line))
      } else if let content = LibXML2Runtime.string(UnsafePointer(current.pointee.content)) {
        result += content
      }
      node = current.pointee.next
    }
    return result
  }

  private static func entityDiagnostic(_ node: xmlNodePtr, line: Int) -> XMLDiagnostic {
    let name = LibXML2Runtime.string(node.pointee.name) ?? "?"
    return XMLDiagnostic(kind: .entity, line: line, message: "entity reference", str1: name)
  }
}
