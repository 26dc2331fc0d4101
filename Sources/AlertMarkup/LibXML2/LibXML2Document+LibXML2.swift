// C-facing: builds one libxml2 document (HTML or XML) from a `MarkupElement` tree.
internal import CLibXML2

/// Owns one libxml2 document built from a ``MarkupElement`` tree; frees it in `deinit`.
///
/// Every node is attached to the document as soon as it is created, so the document is the
/// single owner of all C memory and a failure halfway leaks nothing.
final class LibXML2Document {
  /// The document; only this object frees it.
  let doc: xmlDocPtr
  /// HTML or XML: decides the names, the raw text elements and the serialiser.
  let kind: MarkupKind

  /// Builds `root` as a libxml2 document; HTML gets the `<!DOCTYPE html>` subset.
  init(_ kind: MarkupKind, root: MarkupElement) throws {
    LibXML2Setup.ensureInitialised()
    self.kind = kind
    let created =
      kind == .html ? htmlNewDocNoDtD(nil, nil) : try XMLString.with("1.0") { xmlNewDoc($0) }
    guard let created else {
      throw MarkupError("libxml2 could not create a document; the system may be out of memory.")
    }
    doc = created
    if kind == .html {
      guard try XMLString.with("html", { xmlCreateIntSubset(doc, $0, nil, nil) }) != nil else {
        throw MarkupError("libxml2 could not add the HTML doctype.")
      }
    }
    let rootNode = try makeNode(named: root.name)
    xmlDocSetRootElement(doc, rootNode)
    try fill(rootNode, with: root)
  }

  /// Owns `doc`, a document libxml2 has already built (parsed, for one).
  init(_ kind: MarkupKind, adopting doc: xmlDocPtr) {
    self.kind = kind
    self.doc = doc
  }

  deinit {
    xmlFreeDoc(doc)
  }

  /// Creates an unattached element, in `namespace` when given; the caller attaches it at once.
  func makeNode(named name: String, in namespace: xmlNsPtr? = nil) throws -> xmlNodePtr {
    guard MarkupName.isValid(name, in: kind) else {
      throw MarkupError("“\(name)” is not a plain \(kind) element name; use a literal one.")
    }
    guard let node = try XMLString.with(name, { xmlNewDocNode(doc, namespace, $0, nil) }) else {
      throw MarkupError("libxml2 could not create a <\(name)> element.")
    }
    return node
  }

  /// Adds the attributes and children of `element` to `node`, which is already in the tree;
  /// child elements take `node`'s namespace.
  func fill(_ node: xmlNodePtr, with element: MarkupElement) throws {
    for attribute in element.attributes {
      try addAttribute(attribute, to: node, elementName: element.name)
    }
    let isRawText = RawTextElements.contains(element.name, in: kind)
    for child in element.children {
      switch child {
      case .element(let childElement):
        guard !isRawText else {
          throw MarkupError("A <\(element.name)> element can only contain literal text.")
        }
        let childNode = try makeNode(named: childElement.name, in: node.pointee.ns)
        try attach(childNode, to: node, what: "<\(childElement.name)> element")
        try fill(childNode, with: childElement)
      case .text(let text):
        guard !isRawText else {
          throw MarkupError(
            "A <\(element.name)> element can only contain literal text, never page data.")
        }
        try addText(text, to: node)
      case .literal(let literal):
        guard isRawText else {
          throw MarkupError("Literal markup is only allowed inside an HTML <style> or <script>.")
        }
        try addText(literal.description, to: node)
      }
    }
  }

  /// Sets one attribute; the serialiser escapes its value. In XML, `xml:space` and the other
  /// attributes of the `xml:` namespace are set in that namespace.
  private func addAttribute(_ attribute: MarkupAttribute, to node: xmlNodePtr, elementName: String)
    throws
  {
    if kind == .xml, let local = MarkupName.xmlNamespaceAttribute(attribute.name) {
      let property = try XMLString.with("xml") { prefix in
        let namespace = xmlSearchNs(doc, node, prefix)
        return try XMLString.with(local) { name in
          try XMLString.with(attribute.value) { value in
            xmlNewNsProp(node, namespace, name, value)
          }
        }
      }
      guard property != nil else {
        throw MarkupError(
          "libxml2 could not set the \(attribute.name) attribute of <\(elementName)>.")
      }
      return
    }
    guard MarkupName.isValid(attribute.name, in: kind) else {
      throw MarkupError(
        "“\(attribute.name)” is not a plain \(kind) attribute name; use a literal one.")
    }
    let property = try XMLString.with(attribute.name) { name in
      try XMLString.with(attribute.value) { value in xmlNewProp(node, name, value) }
    }
    guard property != nil else {
      throw MarkupError(
        "libxml2 could not set the \(attribute.name) attribute of <\(elementName)>.")
    }
  }

  /// Appends a text node holding `text` verbatim; it is escaped only when serialised.
  private func addText(_ text: String, to node: xmlNodePtr) throws {
    let bytes = XMLString.bytes(text)
    guard !bytes.isEmpty else { return }
    let textNode = bytes.withUnsafeBufferPointer { buffer in
      xmlNewDocTextLen(doc, buffer.baseAddress, Int32(clamping: buffer.count))
    }
    guard let textNode else {
      throw MarkupError("libxml2 could not create a text node.")
    }
    try attach(textNode, to: node, what: "text node")
  }

  /// Makes `child` the last child of `parent`, freeing it if libxml2 refuses.
  func attach(_ child: xmlNodePtr, to parent: xmlNodePtr, what: String) throws {
    guard xmlAddChild(parent, child) != nil else {
      xmlFreeNode(child)
      throw MarkupError("libxml2 could not add a \(what) to the document.")
    }
  }
}
