// C-facing: serialises a libxml2 document as HTML or XML.
internal import CLibXML2

extension LibXML2Document {
  /// The document serialised by libxml2's HTML or XML writer, indented, as UTF-8.
  func serialised() throws -> String {
    switch kind {
    case .html: try html()
    case .xml: try xml()
    }
  }

  /// `<!DOCTYPE html>` and the tree, UTF-8 with non-ASCII characters as they are.
  private func html() throws -> String {
    // With no encoder the writer emits libxml2's internal UTF-8 unchanged; the "HTML"
    // encoder that `htmlDocDumpMemoryFormat` falls back to would turn every non-ASCII
    // character into an entity, because libxml2 2.9 does not read `<meta charset>`.
    guard let buffer = xmlAllocOutputBuffer(nil) else {
      throw MarkupError("libxml2 could not allocate an output buffer.")
    }
    defer { _ = xmlOutputBufferClose(buffer) }
    htmlDocContentDumpFormatOutput(buffer, doc, nil, 1)
    _ = xmlOutputBufferFlush(buffer)
    guard buffer.pointee.error == 0, let content = xmlOutputBufferGetContent(buffer) else {
      throw MarkupError("libxml2 could not serialise the HTML document.")
    }
    let bytes = UnsafeBufferPointer(start: content, count: Int(xmlOutputBufferGetSize(buffer)))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The XML declaration (naming UTF-8) and the tree.
  private func xml() throws -> String {
    guard let buffer = xmlBufferCreate() else {
      throw MarkupError("libxml2 could not allocate an output buffer.")
    }
    defer { xmlBufferFree(buffer) }
    guard let context = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_FORMAT.rawValue)) else {
      throw MarkupError("libxml2 could not start writing the XML document.")
    }
    let saved = xmlSaveDoc(context, doc)
    let closed = xmlSaveClose(context)
    guard saved >= 0, closed >= 0, let content = xmlBufferContent(buffer) else {
      throw MarkupError("libxml2 could not serialise the XML document.")
    }
    let bytes = UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer)))
    return String(decoding: bytes, as: UTF8.self)
  }
}
