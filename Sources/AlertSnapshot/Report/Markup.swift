/// A node of a report before it becomes a libxml2 tree: plain Swift values, never markup text.
///
/// Text is stored unescaped and escaped only by libxml2's serialiser; raw content of `<style>`
/// and `<script>` can only be a `StaticString`, so no spec-derived text can reach it.
/// (A minimal copy of AlertGallery's `HTMLNode`, which is internal to that module.)
indirect enum Markup: Sendable {
  case element(name: String, attributes: [(String, String)], children: [Markup])
  case text(String)
  case literal(StaticString)

  /// An element.
  static func el(_ name: String, _ attributes: [(String, String)] = [], _ children: [Markup] = [])
    -> Markup
  {
    .element(name: name, attributes: attributes, children: children)
  }

  /// An element without attributes.
  static func el(_ name: String, _ children: [Markup]) -> Markup {
    .element(name: name, attributes: [], children: children)
  }

  /// An element holding only `text`.
  static func el(_ name: String, _ attributes: [(String, String)] = [], text: String) -> Markup {
    .element(name: name, attributes: attributes, children: [.text(text)])
  }

  /// Whether `name` is a plain lowercase ASCII name (`a-z`, `0-9`, `-`, starting with a letter).
  static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }

  /// Elements whose content the HTML serialiser writes without escaping.
  static let rawTextElements: Set<String> = ["style", "script"]
}
