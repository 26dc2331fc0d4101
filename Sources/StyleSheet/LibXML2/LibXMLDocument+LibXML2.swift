// C-facing: parses XML safely with libxml2.
internal import CLibXML2

/// The owner of one parsed libxml2 document; frees it on `deinit`.
///
/// Parsing is safe for untrusted input: no network (`XML_PARSE_NONET`), no entity
/// substitution, no DTD loading or validation, and any `<!DOCTYPE` stops the parser
/// before its internal subset is read, so external entities, external DTDs and
/// entity-expansion bombs are refused without touching the file system. Behind that, the
/// process-wide external-entity loader (``LibXML2Runtime``) refuses every file and URL, and
/// every error is collected as a diagnostic, never printed.
final class LibXMLDocument {
  /// The parsed document; valid while `self` lives.
  let doc: xmlDocPtr

  private init(doc: xmlDocPtr) {
    self.doc = doc
  }

  deinit {
    xmlFreeDoc(doc)
  }

  /// The largest document accepted, in bytes; style sheets are a few kilobytes.
  static let maximumSize = 4 << 20

  /// The most attributes one element may have: the format's largest element has about 20.
  /// libxml2 2.9 appends each attribute by walking the element's list, which is quadratic.
  static let maximumAttributes = 100

  /// Parses `bytes`; returns the document, or `nil` with at least one diagnostic.
  static func parse(_ bytes: [UInt8]) -> (LibXMLDocument?, [XMLDiagnostic]) {
    LibXML2Runtime.ensureInitialised()
    guard bytes.count <= maximumSize else {
      return (nil, [XMLDiagnostic(kind: .syntax, line: 0, message: "file is larger than 4 MB")])
    }
    let collector = DiagnosticCollector(stage: .parsing)
    let parsed: xmlDocPtr? = collector.collectingThreadErrors {
      bytes.withUnsafeBytes { buffer -> xmlDocPtr? in
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
          let ctxt = xmlCreatePushParserCtxt(nil, nil, nil, 0, nil)
        else { return nil }
        defer { xmlFreeParserCtxt(ctxt) }
        return parse(base, count: Int32(buffer.count), with: ctxt, collector: collector)
      }
    }
    if let line = collector.doctypeLine {
      parsed.map { xmlFreeDoc($0) }
      return (nil, [XMLDiagnostic(kind: .doctype, line: line, message: "DOCTYPE")])
    }
    guard let parsed else {
      let items =
        collector.items.isEmpty
        ? [XMLDiagnostic(kind: .syntax, line: 0, message: "the document is empty or unreadable")]
        : collector.items
      return (nil, items)
    }
    let document = LibXMLDocument(doc: parsed)
    if parsed.pointee.intSubset != nil || parsed.pointee.extSubset != nil {
      return (nil, [XMLDiagnostic(kind: .doctype, line: 1, message: "DOCTYPE")])
    }
    return (document, [])
  }

  /// Runs the (push) parser, given the whole document as one chunk, on a fresh context with safe options and our error and DOCTYPE hooks.
  private static func parse(
    _ bytes: UnsafePointer<CChar>, count: Int32, with ctxt: xmlParserCtxtPtr,
    collector: DiagnosticCollector
  ) -> xmlDocPtr? {
    _ = xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue))
    ctxt.pointee._private = collector.context
    guard let sax = ctxt.pointee.sax else { return nil }
    // Parser errors reach `serror` with the context's userData, which is the context itself.
    sax.pointee.serror = { data, error in
      guard let data, let error else { return }
      let ctxt = data.assumingMemoryBound(to: xmlParserCtxt.self)
      guard let context = ctxt.pointee._private else { return }
      DiagnosticCollector.from(context).addParserError(error.pointee)
    }
    // Called at `<!DOCTYPE name ...` before any internal subset or external DTD is read.
    sax.pointee.internalSubset = { data, _, _, _ in
      guard let data else { return }
      let ctxt = data.assumingMemoryBound(to: xmlParserCtxt.self)
      if let context = ctxt.pointee._private {
        DiagnosticCollector.from(context).doctypeLine = Int(xmlSAX2GetLineNumber(data))
      }
      xmlStopParser(ctxt)
    }
    // Refuses an element with too many attributes before libxml2 builds it.
    sax.pointee.startElementNs = {
      data, name, prefix, uri, namespaceCount, namespaces, count, defaulted, attributes in
      guard let data else { return }
      guard count <= LibXMLDocument.maximumAttributes else {
        let ctxt = data.assumingMemoryBound(to: xmlParserCtxt.self)
        if let context = ctxt.pointee._private {
          let element = LibXML2Runtime.string(name) ?? "?"
          DiagnosticCollector.from(context).items.append(
            XMLDiagnostic(
              kind: .limit, line: Int(xmlSAX2GetLineNumber(data)),
              message: "<\(element)> has \(count) attributes; an element may have at most "
                + "\(LibXMLDocument.maximumAttributes), so remove the ones the format does not "
                + "know (see Styles/style.rng)"))
        }
        xmlStopParser(ctxt)
        return
      }
      xmlSAX2StartElementNs(
        data, name, prefix, uri, namespaceCount, namespaces, count, defaulted, attributes)
    }
    sax.pointee.externalSubset = { data, _, _, _ in
      guard let data else { return }
      xmlStopParser(data.assumingMemoryBound(to: xmlParserCtxt.self))
    }
    sax.pointee.entityDecl = { data, _, _, _, _, _ in
      guard let data else { return }
      xmlStopParser(data.assumingMemoryBound(to: xmlParserCtxt.self))
    }
    _ = xmlParseChunk(ctxt, bytes, count, 1)
    let doc = ctxt.pointee.myDoc
    ctxt.pointee.myDoc = nil
    // A limit stops the parser without marking the document ill-formed: refuse it too.
    let stopped = collector.items.contains { $0.kind == .limit }
    if ctxt.pointee.wellFormed == 0 || collector.doctypeLine != nil || stopped {
      if collector.items.isEmpty, collector.doctypeLine == nil,
        let last = xmlCtxtGetLastError(ctxt)
      {
        collector.addParserError(last.pointee)
      }
      doc.map { xmlFreeDoc($0) }
      return nil
    }
    return doc
  }
}
