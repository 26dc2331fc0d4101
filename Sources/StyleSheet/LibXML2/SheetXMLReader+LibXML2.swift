// C-facing: the one entry point the rest of the module uses to read XML.
internal import CLibXML2

/// Reads XML bytes into a ``SheetElement`` tree, validating against a RELAX NG schema.
///
/// The libxml2 document lives only inside ``read(_:schema:)``; callers get Swift values.
enum SheetXMLReader {
  /// The outcome of reading one sheet.
  struct Outcome {
    /// The tree, when the document is well-formed, refused nothing and is valid.
    var root: SheetElement?
    /// The tree even when validation failed (for message rewriting), if it was well-formed.
    var unvalidatedRoot: SheetElement?
    /// Problems in the sheet.
    var diagnostics: [XMLDiagnostic] = []
    /// Problems in the schema file.
    var schemaDiagnostics: [XMLDiagnostic] = []
  }

  /// Parses `bytes` and, when `schema` is given, validates them against it.
  static func read(_ bytes: [UInt8], schema: [UInt8]?) -> Outcome {
    var outcome = Outcome()
    let (document, parseDiagnostics) = LibXMLDocument.parse(bytes)
    guard let document else {
      outcome.diagnostics = parseDiagnostics
      return outcome
    }
    let (tree, treeDiagnostics) = document.copyTree()
    guard let tree else {
      outcome.diagnostics = treeDiagnostics
      return outcome
    }
    outcome.unvalidatedRoot = tree.locatingStartTags(in: SourceLines(bytes))
    if let schema {
      LibXML2Runtime.relaxNGLock.lock()
      defer { LibXML2Runtime.relaxNGLock.unlock() }
      let (compiled, schemaDiagnostics) = RelaxNGSchema.compile(schema)
      outcome.schemaDiagnostics = schemaDiagnostics
      guard let compiled else { return outcome }
      outcome.diagnostics = compiled.validate(document)
    }
    if outcome.diagnostics.isEmpty { outcome.root = outcome.unvalidatedRoot }
    return outcome
  }
}
