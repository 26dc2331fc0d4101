/// A node of a document before it becomes a libxml2 tree: plain Swift values, never markup text.
///
/// Text is stored unescaped; libxml2's serialiser escapes it. Raw content of `<style>` and
/// `<script>` can only be a `StaticString`, so no text read from a spec can reach it.
public enum MarkupNode: Sendable {
  /// An element with attributes and children.
  case element(MarkupElement)
  /// Character data, escaped when serialised.
  case text(String)
  /// Compile-time literal content of an HTML raw text element (`<style>`, `<script>`).
  case literal(StaticString)
}

/// One attribute of an element; the value is stored unescaped. Made by ``MarkupElement``.
public struct MarkupAttribute: Sendable, Equatable {
  /// The attribute name.
  public var name: String
  /// The attribute value.
  public var value: String
}

/// An element with its attributes and children, in document order.
public struct MarkupElement: Sendable {
  /// The element name.
  public var name: String
  /// Attributes in the order they are serialised.
  public var attributes: [MarkupAttribute]
  /// Child nodes in document order.
  public var children: [MarkupNode]

  /// Creates an element; `attributes` keep the order given.
  public init(_ name: String, _ attributes: [(String, String)] = [], _ children: [MarkupNode] = [])
  {
    self.name = name
    self.attributes = attributes.map { MarkupAttribute(name: $0.0, value: $0.1) }
    self.children = children
  }

  /// Creates an element whose only child is `text`.
  public init(_ name: String, _ attributes: [(String, String)] = [], text: String) {
    self.init(name, attributes, [.text(text)])
  }
}

extension MarkupNode {
  /// An element node.
  public static func el(
    _ name: String, _ attributes: [(String, String)] = [], _ children: [MarkupNode] = []
  ) -> MarkupNode {
    .element(MarkupElement(name, attributes, children))
  }

  /// An element node without attributes.
  public static func el(_ name: String, _ children: [MarkupNode]) -> MarkupNode {
    .element(MarkupElement(name, [], children))
  }

  /// An element node holding only `text`.
  public static func el(_ name: String, _ attributes: [(String, String)] = [], text: String)
    -> MarkupNode
  {
    .element(MarkupElement(name, attributes, text: text))
  }
}
