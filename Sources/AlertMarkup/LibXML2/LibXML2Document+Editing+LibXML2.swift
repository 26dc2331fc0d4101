// C-facing: reads an XML document another library wrote, to add elements to it.
internal import CLibXML2
import Foundation

extension LibXML2Document {
  /// Parses `data`, a document this program made with another library (cairo's SVG), for
  /// editing: no network, no entities substituted, white space between elements dropped so
  /// that the serialiser can indent the result, and no size limit on a text or attribute (an
  /// SVG holds its images as `data:` URLs of several megabytes). Errors are not printed; the
  /// first becomes the thrown sentence.
  static func editing(_ data: Data) throws -> LibXML2Document {
    LibXML2Setup.ensureInitialised()
    let options =
      XML_PARSE_NONET.rawValue | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_HUGE.rawValue
      | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    guard let context = xmlNewParserCtxt() else {
      throw MarkupError("libxml2 could not start a parser; the system may be out of memory.")
    }
    defer { xmlFreeParserCtxt(context) }
    let parsed = data.withUnsafeBytes { raw -> xmlDocPtr? in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
      return xmlCtxtReadMemory(context, base, Int32(clamping: raw.count), nil, nil, Int32(options))
    }
    guard let parsed else {
      let reason =
        xmlCtxtGetLastError(UnsafeMutableRawPointer(context))?.pointee.message.map {
          String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines)
        } ?? "the document is empty"
      throw MarkupError("libxml2 could not read the document to edit: \(reason).")
    }
    return LibXML2Document(.xml, adopting: parsed)
  }

  /// Adds `element` as the last child of the root element, in the root's namespace.
  func appendToRoot(_ element: MarkupElement) throws {
    guard let root = xmlDocGetRootElement(doc) else {
      throw MarkupError("The document to edit has no root element.")
    }
    let node = try makeNode(named: element.name, in: root.pointee.ns)
    try attach(node, to: root, what: "<\(element.name)> element")
    try fill(node, with: element)
  }
}
