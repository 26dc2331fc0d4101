/// A small XML element tree in Swift, handed to libxml2 to serialise: the reporters never
/// write markup or escape text themselves.
struct XMLTree: Equatable, Sendable {
  /// One child: an element or text.
  enum Child: Equatable, Sendable {
    case element(XMLTree)
    case text(String)
  }

  var name: String
  var attributes: [(name: String, value: String)]
  var children: [Child]

  init(_ name: String, _ attributes: [(name: String, value: String)] = [], _ children: [Child] = [])
  {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  static func == (lhs: XMLTree, rhs: XMLTree) -> Bool {
    lhs.name == rhs.name && lhs.children == rhs.children
      && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
      && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
  }

  /// `text` with the characters XML 1.0 cannot hold (most C0 controls, lone surrogates are
  /// impossible in Swift) replaced by U+FFFD, so the document always parses.
  static func xmlSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
    var safe = ""
    for scalar in text.unicodeScalars {
      safe.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
    }
    return safe
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
