// C-facing: libxml2, so that the shipped style sheets are checked against their RELAX NG schema
// at build time and the tool need not check its own sheets at every start.
import CLibXML2

/// The RELAX NG check of the shipped sheets, run when the embedded folder holds a schema.
enum SheetSchema {
  /// The file name of the schema the sheets beside it follow.
  static let fileName = "style.rng"

  /// Whether `sheet` follows `schema`; libxml2 prints what does not, naming `sheetName` and the
  /// line, to standard error. `nil` when the schema itself cannot be compiled.
  static func validates(_ sheet: [UInt8], named sheetName: String, schema: [UInt8]) -> Bool? {
    let compiled: xmlRelaxNGPtr? = schema.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { bytes in
        guard let base = bytes.baseAddress,
          let parser = xmlRelaxNGNewMemParserCtxt(base, Int32(bytes.count))
        else { return nil }
        defer { xmlRelaxNGFreeParserCtxt(parser) }
        return xmlRelaxNGParse(parser)
      }
    }
    guard let compiled else { return nil }
    defer { xmlRelaxNGFree(compiled) }
    let document: xmlDocPtr? = sheet.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { bytes in
        guard let base = bytes.baseAddress else { return nil }
        return xmlReadMemory(
          base, Int32(bytes.count), sheetName, nil, Int32(XML_PARSE_NONET.rawValue))
      }
    }
    guard let document else { return false }
    defer { xmlFreeDoc(document) }
    guard let context = xmlRelaxNGNewValidCtxt(compiled) else { return false }
    defer { xmlRelaxNGFreeValidCtxt(context) }
    return xmlRelaxNGValidateDoc(context, document) == 0
  }
}
