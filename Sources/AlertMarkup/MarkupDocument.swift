import Foundation

/// Serialises a ``MarkupElement`` tree with libxml2, as HTML or as XML.
///
/// The tree is copied into a libxml2 document and written by libxml2's own serialiser, so
/// text and attribute values are escaped by libxml2 and never by hand. Both refuse page text
/// inside `<style>`/`<script>`, literals anywhere else, and names that are not plain names;
/// characters XML 1.0 cannot hold become U+FFFD. The same tree always gives the same bytes.
public enum MarkupDocument {
  /// `<!DOCTYPE html>` and `root`, indented, as UTF-8 with non-ASCII characters left as they are.
  ///
  /// Element and attribute names must be lowercase (``MarkupName/isHTMLName(_:)``).
  public static func html(_ root: MarkupElement) throws -> String {
    try LibXML2Document(.html, root: root).serialised()
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>` and `root`, indented, as UTF-8.
  ///
  /// Element and attribute names must satisfy ``MarkupName/isXMLName(_:)``.
  public static func xml(_ root: MarkupElement) throws -> String {
    try LibXML2Document(.xml, root: root).serialised()
  }
}

extension MarkupDocument {
  /// `xml`, an XML document another library wrote, with `elements` added at the end of its
  /// root element (in the root's namespace), re-serialised by libxml2 with the XML
  /// declaration and indented. The rest of the document keeps its elements, attributes and
  /// namespaces; white space between elements is re-indented.
  public static func xml(_ xml: Data, appendingToRoot elements: [MarkupElement]) throws -> Data {
    let document = try LibXML2Document.editing(xml)
    for element in elements { try document.appendToRoot(element) }
    return Data(try document.serialised().utf8)
  }
}
