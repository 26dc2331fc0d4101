/// A node of a page before it becomes a libxml2 tree: plain Swift values, no markup.
///
/// Text is always stored unescaped; the libxml2 serialiser escapes it. Raw element
/// content (`<style>`) can only be a `StaticString`, so no spec-derived text can reach it.
enum HTMLNode: Sendable {
  /// An element with attributes and children.
  case element(HTMLElement)
  /// Character data, escaped when serialised.
  case text(String)
  /// Compile-time literal content of a raw text element such as `<style>`.
  case literal(StaticString)
}

/// One attribute of an element; the value is stored unescaped.
struct HTMLAttribute: Sendable, Equatable {
  /// The attribute name, lowercase ASCII.
  var name: String
  /// The attribute value.
  var value: String
}

/// An HTML element with its attributes and children, in document order.
struct HTMLElement: Sendable {
  /// The tag name, lowercase ASCII.
  var name: String
  /// Attributes in the order they are serialised.
  var attributes: [HTMLAttribute]
  /// Child nodes in document order.
  var children: [HTMLNode]

  /// Creates an element; `attributes` keep the order given.
  init(_ name: String, _ attributes: [(String, String)] = [], _ children: [HTMLNode] = []) {
    self.name = name
    self.attributes = attributes.map { HTMLAttribute(name: $0.0, value: $0.1) }
    self.children = children
  }

  /// Creates an element whose only child is `text`.
  init(_ name: String, _ attributes: [(String, String)] = [], text: String) {
    self.init(name, attributes, [.text(text)])
  }
}

extension HTMLNode {
  /// An element node.
  static func el(
    _ name: String, _ attributes: [(String, String)] = [], _ children: [HTMLNode] = []
  ) -> HTMLNode {
    .element(HTMLElement(name, attributes, children))
  }

  /// An element node holding only `text`.
  static func el(_ name: String, _ attributes: [(String, String)] = [], text: String) -> HTMLNode {
    .element(HTMLElement(name, attributes, text: text))
  }
}

/// Names of elements whose content the HTML serialiser writes without escaping.
enum HTMLRawTextElements {
  /// `style` and `script`: their children must be `HTMLNode.literal`.
  static let names: Set<String> = ["style", "script"]

  /// Whether `name` is a raw text element.
  static func contains(_ name: String) -> Bool { names.contains(name) }
}

/// Checks that tag and attribute names are plain lowercase ASCII names.
enum HTMLName {
  /// Whether `name` is non-empty and only `a-z`, `0-9` and `-`, starting with a letter.
  static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }
}
