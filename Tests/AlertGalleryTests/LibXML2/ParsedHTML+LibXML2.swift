// C-facing: reads HTML back with libxml2's HTML parser so tests can inspect what a browser-like
// parser sees.
import CLibXML2
import Foundation

@testable import AlertMarkup

/// An element as libxml2's HTML parser read it.
struct ParsedElement: Sendable {
  var name: String
  var attributes: [String: String]
  var children: [ParsedNode]

  /// All text below this element, in document order.
  var textContent: String {
    children.map { child in
      switch child {
      case .element(let element): element.textContent
      case .text(let text): text
      }
    }.joined()
  }

  /// `textContent` with leading and trailing whitespace removed.
  var trimmedText: String { textContent.trimmingCharacters(in: .whitespacesAndNewlines) }

  /// Child elements, skipping text.
  var childElements: [ParsedElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// This element and every element below it, in document order.
  var allElements: [ParsedElement] {
    [self] + childElements.flatMap(\.allElements)
  }

  /// Descendant elements (and self) named `name`.
  func all(_ name: String) -> [ParsedElement] {
    allElements.filter { $0.name == name }
  }

  /// Descendant elements (and self) whose class list contains `className`.
  func all(class className: String) -> [ParsedElement] {
    allElements.filter {
      ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className))
    }
  }
}

/// A child of a parsed element.
indirect enum ParsedNode: Sendable {
  case element(ParsedElement)
  case text(String)
}

/// A parsed page: its doctype name and root element.
struct ParsedDocument: Sendable {
  var doctypeName: String?
  var root: ParsedElement
}

/// Parses HTML with `htmlReadMemory`.
enum ParsedHTML {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ html: String) throws -> ParsedDocument {
    LibXML2Setup.ensureInitialised()
    let bytes = Array(html.utf8)
    let options = Int32(
      HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
    let doc = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        htmlReadMemory($0, Int32(buffer.count), "index.html", "UTF-8", options)
      }
    }
    guard let doc else { throw Failure(description: "libxml2 could not parse the page.") }
    defer { xmlFreeDoc(doc) }
    guard let root = xmlDocGetRootElement(doc) else {
      throw Failure(description: "The parsed page has no root element.")
    }
    var doctype: String?
    if let dtd = doc.pointee.intSubset, let name = dtd.pointee.name {
      doctype = String(cString: name)
    }
    return ParsedDocument(doctypeName: doctype, root: element(root))
  }

  private static func element(_ node: xmlNodePtr) -> ParsedElement {
    var attributes: [String: String] = [:]
    var attribute = node.pointee.properties
    while let current = attribute {
      let name = String(cString: current.pointee.name)
      // The value is the attribute's text children; reading them needs no xmlFree.
      var value = ""
      var part = current.pointee.children
      while let text = part {
        if let content = text.pointee.content { value += String(cString: content) }
        part = text.pointee.next
      }
      attributes[name] = value
      attribute = current.pointee.next
    }
    var children: [ParsedNode] = []
    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        children.append(.element(element(current)))
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = current.pointee.content {
          children.append(.text(String(cString: content)))
        }
      default:
        break
      }
      child = current.pointee.next
    }
    return ParsedElement(
      name: String(cString: node.pointee.name), attributes: attributes, children: children)
  }
}
