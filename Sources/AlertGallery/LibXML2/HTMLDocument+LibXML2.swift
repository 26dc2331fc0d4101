// C-facing: builds and serialises a libxml2 HTML tree.
internal import CLibXML2

/// Owns one libxml2 HTML document built from an `HTMLElement` tree; frees it in `deinit`.
///
/// Every node is attached to the document as soon as it is created, so the document is the
/// single owner of all C memory and a failure halfway leaks nothing.
final class LibXML2HTMLDocument {
  /// The document; only this object frees it.
  private let doc: xmlDocPtr

  /// Builds `<!DOCTYPE html>` followed by `root` as a libxml2 HTML tree.
  init(root: HTMLElement) throws {
    LibXML2Setup.ensureInitialised()
    guard let doc = htmlNewDocNoDtD(nil, nil) else {
      throw GalleryError("libxml2 could not create an HTML document.")
    }
    self.doc = doc
    let dtd = try XMLString.with("html") { xmlCreateIntSubset(doc, $0, nil, nil) }
    guard dtd != nil else {
      throw GalleryError("libxml2 could not add the HTML doctype.")
    }
    let rootNode = try makeNode(named: root.name)
    xmlDocSetRootElement(doc, rootNode)
    try fill(rootNode, with: root)
  }

  deinit {
    xmlFreeDoc(doc)
  }

  /// The document serialised by libxml2's HTML writer, indented, as UTF-8.
  func serialised() throws -> String {
    // With no encoder the writer emits libxml2's internal UTF-8 unchanged; the "HTML"
    // encoder that `htmlDocDumpMemoryFormat` falls back to would turn every non-ASCII
    // character into an entity, because libxml2 2.9 does not read `<meta charset>`.
    guard let buffer = xmlAllocOutputBuffer(nil) else {
      throw GalleryError("libxml2 could not allocate an output buffer.")
    }
    defer { _ = xmlOutputBufferClose(buffer) }
    htmlDocContentDumpFormatOutput(buffer, doc, nil, 1)
    _ = xmlOutputBufferFlush(buffer)
    guard buffer.pointee.error == 0, let content = xmlOutputBufferGetContent(buffer) else {
      throw GalleryError("libxml2 could not serialise the HTML document.")
    }
    let bytes = UnsafeBufferPointer(start: content, count: Int(xmlOutputBufferGetSize(buffer)))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Creates an unattached element; the caller attaches it at once.
  private func makeNode(named name: String) throws -> xmlNodePtr {
    guard HTMLName.isValid(name) else {
      throw GalleryError(
        "The page uses “\(name)” as an element name, which is not a plain HTML name.")
    }
    guard let node = try XMLString.with(name, { xmlNewDocNode(doc, nil, $0, nil) }) else {
      throw GalleryError("libxml2 could not create a <\(name)> element.")
    }
    return node
  }

  /// Adds the attributes and children of `element` to `node`, which is already in the tree.
  private func fill(_ node: xmlNodePtr, with element: HTMLElement) throws {
    for attribute in element.attributes {
      try addAttribute(attribute, to: node, elementName: element.name)
    }
    let isRawText = HTMLRawTextElements.contains(element.name)
    for child in element.children {
      switch child {
      case .element(let childElement):
        guard !isRawText else {
          throw GalleryError("A <\(element.name)> element can only contain literal text.")
        }
        let childNode = try makeNode(named: childElement.name)
        try attach(childNode, to: node, what: "<\(childElement.name)> element")
        try fill(childNode, with: childElement)
      case .text(let text):
        guard !isRawText else {
          throw GalleryError(
            "A <\(element.name)> element can only contain literal text, never page data.")
        }
        try addText(text, to: node)
      case .literal(let literal):
        guard isRawText else {
          throw GalleryError("Literal markup is only allowed inside <style> or <script>.")
        }
        try addText(literal.description, to: node)
      }
    }
  }

  /// Sets one attribute; the serialiser escapes its value.
  private func addAttribute(_ attribute: HTMLAttribute, to node: xmlNodePtr, elementName: String)
    throws
  {
    guard HTMLName.isValid(attribute.name) else {
      throw GalleryError(
        "The page uses “\(attribute.name)” as an attribute name, which is not a plain HTML name.")
    }
    let property = try XMLString.with(attribute.name) { name in
      try XMLString.with(attribute.value) { value in xmlNewProp(node, name, value) }
    }
    guard property != nil else {
      throw GalleryError(
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
      throw GalleryError("libxml2 could not create a text node.")
    }
    try attach(textNode, to: node, what: "text node")
  }

  /// Makes `child` the last child of `parent`, freeing it if libxml2 refuses.
  private func attach(_ child: xmlNodePtr, to parent: xmlNodePtr, what: String) throws {
    guard xmlAddChild(parent, child) != nil else {
      xmlFreeNode(child)
      throw GalleryError("libxml2 could not add a \(what) to the page.")
    }
  }
}
