/// An XML element copied out of libxml2 into plain Swift values.
///
/// Only elements and their attributes are kept: comments, processing instructions
/// and white space are dropped (the schema allows no text content).
struct SheetElement: Hashable, Sendable {
  /// The element name, e.g. `alert`.
  var name: String
  /// Attributes in document order.
  var attributes: [(name: String, value: String)]
  /// 1-based line where the start tag begins.
  var line: Int
  /// 1-based line where the start tag ends (where libxml2 places the element).
  var endLine: Int = 0
  /// The line of each attribute, when known.
  var attributeLines: [String: Int] = [:]
  /// Child elements in document order.
  var children: [SheetElement]
  /// Whether the element holds text other than white space (the format allows none).
  var hasText = false

  /// The value of an attribute, or `nil`.
  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The line of an attribute, else of the element.
  func line(of attribute: String) -> Int {
    attributeLines[attribute] ?? line
  }

  /// Child elements with a name.
  func children(named name: String) -> [SheetElement] {
    children.filter { $0.name == name }
  }

  /// Every element of the tree, depth first, this one first.
  var descendantsAndSelf: [SheetElement] {
    [self] + children.flatMap(\.descendantsAndSelf)
  }

  static func == (a: SheetElement, b: SheetElement) -> Bool {
    a.name == b.name && a.line == b.line && a.endLine == b.endLine && a.hasText == b.hasText
      && a.children == b.children
      && a.attributes.map(\.name) == b.attributes.map(\.name)
      && a.attributes.map(\.value) == b.attributes.map(\.value)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(line)
    hasher.combine(attributes.map(\.name))
    hasher.combine(attributes.map(\.value))
    hasher.combine(children)
  }
}
