// C-facing: builds and serialises an XML document with libxml2.
internal import CLibXML2

/// Owns one libxml2 XML document built from an `XMLTree`; frees it in `deinit`.
///
/// Every node is attached to the document as soon as it is made, so the document owns all
/// C memory and a failure halfway leaks nothing.
final class XMLTreeDocument {
  /// The document; only this object frees it.
  private let doc: xmlDocPtr

  /// Builds `<?xml version="1.0"?>` with `root` as its element.
  init(root: XMLTree) throws {
    guard let doc = xmlNewDoc(Self.bytes("1.0")) else {
      throw ReporterError(
        "libxml2 could not create an XML document; the system may be out of memory.")
    }
    self.doc = doc
    let node = try makeNode(root.name)
    xmlDocSetRootElement(doc, node)
    try fill(node, with: root)
  }

  deinit {
    xmlFreeDoc(doc)
  }

  /// The document as indented UTF-8 XML, declaration included.
  func serialised() throws -> String {
    guard let buffer = xmlBufferCreate() else {
      throw ReporterError("libxml2 could not allocate an output buffer.")
    }
    defer { xmlBufferFree(buffer) }
    guard let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_FORMAT.rawValue)) else {
      throw ReporterError("libxml2 could not start writing the XML document.")
    }
    let saved = xmlSaveDoc(context, doc)
    let closed = xmlSaveClose(context)
    guard saved >= 0, closed >= 0, let content = xmlBufferContent(buffer) else {
      throw ReporterError("libxml2 could not serialise the XML document.")
    }
    let bytes = UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer)))
    return String(decoding: bytes, as: UTF8.self)
  }

  private func makeNode(_ name: String) throws -> xmlNodePtr {
    let node = Self.bytes(name).withUnsafeBufferPointer {
      xmlNewDocNode(doc, nil, $0.baseAddress, nil)
    }
    guard let node else { throw ReporterError("libxml2 could not create a <\(name)> element.") }
    return node
  }

  private func fill(_ node: xmlNodePtr, with tree: XMLTree) throws {
    for attribute in tree.attributes {
      let property = Self.bytes(attribute.name).withUnsafeBufferPointer { name in
        Self.bytes(XMLTree.xmlSafe(attribute.value)).withUnsafeBufferPointer { value in
          xmlNewProp(node, name.baseAddress, value.baseAddress)
        }
      }
      guard property != nil else {
        throw ReporterError(
          "libxml2 could not set the \(attribute.name) attribute of <\(tree.name)>.")
      }
    }
    for child in tree.children {
      switch child {
      case .element(let element):
        let childNode = try makeNode(element.name)
        try attach(childNode, to: node)
        try fill(childNode, with: element)
      case .text(let text):
        let bytes = Array(XMLTree.xmlSafe(text).utf8)
        guard !bytes.isEmpty else { continue }
        let textNode = bytes.withUnsafeBufferPointer {
          xmlNewDocTextLen(doc, $0.baseAddress, Int32(clamping: $0.count))
        }
        guard let textNode else { throw ReporterError("libxml2 could not create a text node.") }
        try attach(textNode, to: node)
      }
    }
  }

  private func attach(_ child: xmlNodePtr, to parent: xmlNodePtr) throws {
    guard xmlAddChild(parent, child) != nil else {
      xmlFreeNode(child)
      throw ReporterError("libxml2 could not add a node to the XML document.")
    }
  }

  /// NUL-terminated UTF-8; a NUL inside becomes U+FFFD so C never cuts the string short.
  private static func bytes(_ string: String) -> [xmlChar] {
    Array(string.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}").utf8) + [0]
  }
}
