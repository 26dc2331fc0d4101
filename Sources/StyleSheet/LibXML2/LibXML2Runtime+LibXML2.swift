// C-facing: the only folder of this module that imports CLibXML2.
internal import CLibXML2
import Foundation

/// One-time setup of libxml2 and the lock that serialises its RELAX NG code.
enum LibXML2Runtime {
  /// Initialises the parser and the RELAX NG / XML Schema type tables, and installs the
  /// external-entity loader that refuses everything, once per process (Swift runs a static's
  /// initialiser once, thread-safely, before any caller gets past ``ensureInitialised()``).
  ///
  /// `xmlRelaxNGInitTypes` fills global tables without a lock, so it must run before any
  /// two threads could compile a schema at the same time. The loader is process-wide: no
  /// DTD, entity, XInclude, RELAX NG `include` or `externalRef` is ever read from a file or
  /// the network, whatever the parser options of the code that asks (libxml2 opens a
  /// schema's includes with `xmlReadFile` and no options of ours).
  private static let initialised: Bool = {
    xmlInitParser()
    xmlSetExternalEntityLoader { _, _, _ in nil }
    return xmlRelaxNGInitTypes() == 0
  }()

  /// Serialises schema compilation and validation: libxml2 2.9 does not promise that
  /// they are thread-safe, and sheets are loaded rarely.
  static let relaxNGLock = NSLock()

  /// Makes sure libxml2 is initialised; cheap after the first call.
  static func ensureInitialised() {
    _ = initialised
  }

  /// A Swift string from a libxml2 string, or `nil`.
  static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// A Swift string from a C string, or `nil`.
  static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}

/// Collects libxml2's structured errors of one parse or validation into Swift values.
///
/// Each call creates its own collector and hands it to libxml2 as the callback's context,
/// so no global error state is shared between threads.
final class DiagnosticCollector {
  /// Which kind of diagnostic an error that reaches the thread's handler becomes.
  enum Stage {
    case parsing, schema, validity
  }

  /// What was collected, in report order.
  var items: [XMLDiagnostic] = []
  /// The line of a `<!DOCTYPE`, when the parser met one.
  var doctypeLine: Int?
  /// The stage errors without a per-context handler belong to.
  let stage: Stage

  init(stage: Stage) {
    self.stage = stage
  }

  /// Runs `body` with this collector as the calling thread's structured error handler, then
  /// restores the previous handler.
  ///
  /// libxml2 reports some errors with no per-context handler: those of the parser contexts it
  /// makes itself (for a schema's `include`) and of the entity loader. Without a handler they
  /// go to stderr with the offending file's lines. libxml2 keeps this handler per thread, so
  /// concurrent loads do not see each other's collectors.
  func collectingThreadErrors<Result>(_ body: () -> Result) -> Result {
    let previous = __xmlStructuredError().pointee
    let previousContext = __xmlStructuredErrorContext().pointee
    xmlSetStructuredErrorFunc(context) { data, error in
      guard let data, let error else { return }
      let collector = DiagnosticCollector.from(data)
      switch collector.stage {
      case .parsing: collector.addParserError(error.pointee)
      case .schema: collector.addSchemaError(error.pointee)
      case .validity: collector.addValidityError(error.pointee)
      }
    }
    defer { xmlSetStructuredErrorFunc(previousContext, previous) }
    return withExtendedLifetime(self) { body() }
  }

  /// An unretained pointer to pass to libxml2 as callback context.
  var context: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  /// The collector behind a callback context.
  static func from(_ context: UnsafeMutableRawPointer) -> DiagnosticCollector {
    Unmanaged<DiagnosticCollector>.fromOpaque(context).takeUnretainedValue()
  }

  /// Records a parser error (warnings are dropped).
  func addParserError(_ error: xmlError) {
    guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let code = UInt32(truncatingIfNeeded: error.code)
    let entityCodes = [XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY, XML_ERR_ENTITY_LOOP]
    let kind: XMLDiagnostic.Kind =
      entityCodes.contains { $0.rawValue == code } ? .entity : .syntax
    items.append(diagnostic(error, kind: kind))
  }

  /// Records a RELAX NG schema-parsing error.
  func addSchemaError(_ error: xmlError) {
    guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    items.append(diagnostic(error, kind: .schema))
  }

  /// Records a RELAX NG validity error.
  func addValidityError(_ error: xmlError) {
    guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    items.append(diagnostic(error, kind: .validity(Self.validityCode(error.code))))
  }

  private func diagnostic(_ error: xmlError, kind: XMLDiagnostic.Kind) -> XMLDiagnostic {
    var line = Int(error.line)
    if line == 0, let node = error.node {
      line = Int(xmlGetLineNo(node.assumingMemoryBound(to: xmlNode.self)))
    }
    let message = LibXML2Runtime.string(UnsafePointer(error.message)) ?? "unknown error"
    return XMLDiagnostic(
      kind: kind, line: max(line, 0),
      message: message.trimmingCharacters(in: .whitespacesAndNewlines),
      str1: LibXML2Runtime.string(UnsafePointer(error.str1)),
      str2: LibXML2Runtime.string(UnsafePointer(error.str2)))
  }

  private static func validityCode(_ code: Int32) -> XMLDiagnostic.ValidityCode {
    let raw = UInt32(truncatingIfNeeded: code)
    func any(_ codes: [xmlRelaxNGValidErr]) -> Bool { codes.contains { $0.rawValue == raw } }
    if any([XML_RELAXNG_ERR_INVALIDATTR]) { return .invalidAttribute }
    if any([XML_RELAXNG_ERR_ELEMWRONG, XML_RELAXNG_ERR_ELEMEXTRANS]) { return .unexpectedElement }
    if any([XML_RELAXNG_ERR_ELEMNAME, XML_RELAXNG_ERR_ELEMWRONGNS]) { return .wrongElement }
    if any([
      XML_RELAXNG_ERR_TYPE, XML_RELAXNG_ERR_TYPEVAL, XML_RELAXNG_ERR_DATATYPE,
      XML_RELAXNG_ERR_VALUE, XML_RELAXNG_ERR_LIST,
    ]) {
      return .badValue
    }
    if any([XML_RELAXNG_ERR_NOELEM, XML_RELAXNG_ERR_LACKDATA]) { return .missing }
    if any([XML_RELAXNG_ERR_NOTELEM, XML_RELAXNG_ERR_TEXTWRONG, XML_RELAXNG_ERR_EXTRADATA]) {
      return .unexpectedText
    }
    if any([
      XML_RELAXNG_ERR_CONTENTVALID, XML_RELAXNG_ERR_ATTRVALID, XML_RELAXNG_ERR_EXTRACONTENT,
      XML_RELAXNG_ERR_INTEREXTRA, XML_RELAXNG_ERR_INTERSEQ, XML_RELAXNG_ERR_INTERNODATA,
      XML_RELAXNG_ERR_ELEMNOTEMPTY, XML_RELAXNG_ERR_VALELEM, XML_RELAXNG_ERR_DATAELEM,
      XML_RELAXNG_ERR_LISTELEM,
    ]) {
      return .summary
    }
    return .other
  }
}
