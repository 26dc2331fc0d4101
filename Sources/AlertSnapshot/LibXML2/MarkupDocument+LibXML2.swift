// C-facing: builds and serialises one libxml2 document (HTML or XML) from a Markup tree.
internal import CLibXML2
import Foundation

/// Owns one libxml2 document built from a ``Markup`` tree and frees it in `deinit`. Every node
/// is attached as soon as it is created, so the document owns all C memory and a failure
/// halfway leaks nothing. (The approach of AlertGallery's `LibXML2HTMLDocument`, duplicated
/// minimally because that class is internal to AlertGallery.)
final class MarkupDocument {
  enum Kind { case html, xml }
  private let doc: xmlDocPtr
  private let kind: Kind

  /// Builds the document; HTML gets `<!DOCTYPE html>`, XML an XML declaration when serialised.
  init(_ kind: Kind, root: Markup) throws {
    LibXML2Once.ensure()
    self.kind = kind
    let created: xmlDocPtr? =
      kind == .html ? htmlNewDocNoDtD(nil, nil) : try XMLBytes.with("1.0") { xmlNewDoc($0) }
    guard let created else { throw ReportError("libxml2 could not create a document.") }
    doc = created
    if kind == .html {
      guard try XMLBytes.with("html", { xmlCreateIntSubset(doc, $0, nil, nil) }) != nil else {
        throw ReportError("libxml2 could not add the HTML doctype.")
      }
    }
    guard case .element(let name, let attributes, let children) = root else {
      throw ReportError("a report's root must be an element.")
    }
    let node = try makeNode(name)
    xmlDocSetRootElement(doc, node)
    try fill(node, name: name, attributes: attributes, children: children)
  }

  deinit { xmlFreeDoc(doc) }

  /// The document serialised by libxml2, indented, UTF-8.
  func serialised() throws -> Data {
    guard let buffer = xmlAllocOutputBuffer(nil) else {
      throw ReportError("libxml2 could not allocate an output buffer.")
    }
    defer { _ = xmlOutputBufferClose(buffer) }
    switch kind {
    case .html:
      htmlDocContentDumpFormatOutput(buffer, doc, nil, 1)
    case .xml:
      let declaration = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
      _ = declaration.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          xmlOutputBufferWrite(buffer, Int32($0.count), $0.baseAddress)
        }
      }
      guard let root = xmlDocGetRootElement(doc) else {
        throw ReportError("the XML document has no root element.")
      }
      xmlNodeDumpOutput(buffer, doc, root, 0, 1, nil)
      _ = xmlOutputBufferWrite(buffer, 1, "\n")
    }
    _ = xmlOutputBufferFlush(buffer)
    guard buffer.pointee.error == 0, let content = xmlOutputBufferGetContent(buffer) else {
      throw ReportError("libxml2 could not serialise the document.")
    }
    return Data(bytes: content, count: Int(xmlOutputBufferGetSize(buffer)))
  }

  private func makeNode(_ name: String) throws -> xmlNodePtr {
    guard Markup.isValidName(name) else {
      throw ReportError("“\(name)” is not a plain element name.")
    }
    guard let node = try XMLBytes.with(name, { xmlNewDocNode(doc, nil, $0, nil) }) else {
      throw ReportError("libxml2 could not create a <\(name)> element.")
    }
    return node
  }

  private func fill(
    _ node: xmlNodePtr, name: String, attributes: [(String, String)], children: [Markup]
  ) throws {
    for (key, value) in attributes {
      guard Markup.isValidName(key) else {
        throw ReportError("“\(key)” is not a plain attribute name.")
      }
      let property = try XMLBytes.with(key) { k in
        try XMLBytes.with(value) { v in xmlNewProp(node, k, v) }
      }
      guard property != nil else { throw ReportError("libxml2 could not set \(key) on <\(name)>.") }
    }
    let raw = kind == .html && Markup.rawTextElements.contains(name)
    for child in children {
      switch child {
      case .element(let childName, let childAttributes, let grandchildren):
        guard !raw else { throw ReportError("<\(name)> can only hold literal text.") }
        let childNode = try makeNode(childName)
        try attach(childNode, to: node)
        try fill(childNode, name: childName, attributes: childAttributes, children: grandchildren)
      case .text(let text):
        guard !raw else { throw ReportError("<\(name)> can only hold literal text, never data.") }
        try addText(text, to: node)
      case .literal(let literal):
        guard raw else { throw ReportError("literal markup only goes in <style> or <script>.") }
        try addText(literal.description, to: node)
      }
    }
  }

  private func addText(_ text: String, to node: xmlNodePtr) throws {
    let bytes = XMLBytes.bytes(text)
    guard !bytes.isEmpty else { return }
    let textNode = bytes.withUnsafeBufferPointer {
      xmlNewDocTextLen(doc, $0.baseAddress, Int32(clamping: $0.count))
    }
    guard let textNode else { throw ReportError("libxml2 could not create a text node.") }
    try attach(textNode, to: node)
  }

  private func attach(_ child: xmlNodePtr, to parent: xmlNodePtr) throws {
    guard xmlAddChild(parent, child) != nil else {
      xmlFreeNode(child)
      throw ReportError("libxml2 could not add a node to the report.")
    }
  }
}

/// Process-wide libxml2 initialisation.
enum LibXML2Once {
  private static let done: Bool = {
    xmlInitParser()
    return true
  }()
  static func ensure() { _ = done }
}

/// Swift strings as NUL-terminated `xmlChar` buffers; NULs and characters XML 1.0 cannot hold
/// become U+FFFD.
enum XMLBytes {
  static func with<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) throws -> R) throws -> R {
    var bytes = bytes(string)
    bytes.append(0)
    return try bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { throw ReportError("empty string buffer.") }
      return try body(base)
    }
  }

  static func bytes(_ string: String) -> [xmlChar] {
    let clean = string.unicodeScalars.map { scalar -> Unicode.Scalar in
      let v = scalar.value
      return (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF
        ? "\u{FFFD}" : scalar
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: clean)
    return Array(text.utf8)
  }
}

/// A report could not be built or written.
struct ReportError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
