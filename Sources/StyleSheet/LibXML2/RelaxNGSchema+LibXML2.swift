// C-facing: compiles a RELAX NG schema and validates documents against it.
internal import CLibXML2

/// The owner of one compiled RELAX NG schema; frees it on `deinit`.
///
/// Compile and validate only while holding ``LibXML2Runtime/relaxNGLock``.
final class RelaxNGSchema {
  private let schema: xmlRelaxNGPtr

  private init(schema: xmlRelaxNGPtr) {
    self.schema = schema
  }

  deinit {
    xmlRelaxNGFree(schema)
  }

  /// Compiles the schema in `bytes` (parsed with the same safe parser as sheets); any
  /// `include` or `externalRef` in it fails, as the entity loader refuses every file.
  static func compile(_ bytes: [UInt8]) -> (RelaxNGSchema?, [XMLDiagnostic]) {
    let (parsed, parseDiagnostics) = LibXMLDocument.parse(bytes)
    guard let parsed else { return (nil, parseDiagnostics) }
    guard let parserContext = xmlRelaxNGNewDocParserCtxt(parsed.doc) else {
      return (nil, [XMLDiagnostic(kind: .schema, line: 0, message: "out of memory")])
    }
    defer { xmlRelaxNGFreeParserCtxt(parserContext) }
    let collector = DiagnosticCollector(stage: .schema)
    let compiled: xmlRelaxNGPtr? = collector.collectingThreadErrors {
      xmlRelaxNGSetParserStructuredErrors(
        parserContext,
        { data, error in
          guard let data, let error else { return }
          DiagnosticCollector.from(data).addSchemaError(error.pointee)
        }, collector.context)
      return xmlRelaxNGParse(parserContext)
    }
    guard let compiled else {
      let items =
        collector.items.isEmpty
        ? [XMLDiagnostic(kind: .schema, line: 0, message: "the schema could not be compiled")]
        : collector.items
      return (nil, items)
    }
    return (RelaxNGSchema(schema: compiled), collector.items)
  }

  /// Validates `document`; returns the validity errors (empty when valid).
  func validate(_ document: LibXMLDocument) -> [XMLDiagnostic] {
    guard let validContext = xmlRelaxNGNewValidCtxt(schema) else {
      return [XMLDiagnostic(kind: .validity(.other), line: 0, message: "out of memory")]
    }
    defer { xmlRelaxNGFreeValidCtxt(validContext) }
    let collector = DiagnosticCollector(stage: .validity)
    let result = collector.collectingThreadErrors {
      xmlRelaxNGSetValidStructuredErrors(
        validContext,
        { data, error in
          guard let data, let error else { return }
          DiagnosticCollector.from(data).addValidityError(error.pointee)
        }, collector.context)
      return xmlRelaxNGValidateDoc(validContext, document.doc)
    }
    if result != 0, collector.items.isEmpty {
      return [
        XMLDiagnostic(
          kind: .validity(.other), line: 0, message: "the document does not match the schema")
      ]
    }
    return collector.items
  }
}
