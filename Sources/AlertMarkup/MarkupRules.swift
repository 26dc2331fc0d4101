/// The two kinds of document, which differ in the names and raw text they allow.
enum MarkupKind: Sendable {
  /// HTML: lowercase names; `<style>` and `<script>` hold only literals.
  case html
  /// XML: ASCII names of either case; no raw text elements.
  case xml
}

/// The names an element or attribute may have.
public enum MarkupName {
  /// Whether `name` is a plain lowercase HTML name: `a-z`, `0-9` and `-`, starting with a letter.
  public static func isHTMLName(_ name: String) -> Bool {
    isValid(name, first: { ("a"..."z").contains($0) }, rest: { $0 == "-" })
  }

  /// Whether `name` is a plain XML name: ASCII letters, digits, `_` and `-`, starting with a
  /// letter.
  public static func isXMLName(_ name: String) -> Bool {
    isValid(
      name, first: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) },
      rest: { $0 == "-" || $0 == "_" })
  }

  /// The local name of an attribute of the `xml:` namespace (`space` of `xml:space`), which
  /// XML documents may set; `nil` for any other name.
  public static func xmlNamespaceAttribute(_ name: String) -> String? {
    guard name.hasPrefix("xml:") else { return nil }
    let local = String(name.dropFirst(4))
    return isXMLName(local) ? local : nil
  }

  static func isValid(_ name: String, in kind: MarkupKind) -> Bool {
    kind == .html ? isHTMLName(name) : isXMLName(name)
  }

  private static func isValid(
    _ name: String, first: (Unicode.Scalar) -> Bool, rest: (Unicode.Scalar) -> Bool
  ) -> Bool {
    guard let head = name.unicodeScalars.first, first(head) else { return false }
    return name.unicodeScalars.allSatisfy { first($0) || ("0"..."9").contains($0) || rest($0) }
  }
}

/// Elements whose content the HTML serialiser writes without escaping.
enum RawTextElements {
  /// `style` and `script`: their children must be ``MarkupNode/literal(_:)``.
  static let names: Set<String> = ["style", "script"]

  /// Whether `name` is a raw text element in a document of `kind`; XML has none.
  static func contains(_ name: String, in kind: MarkupKind) -> Bool {
    kind == .html && names.contains(name)
  }
}

extension String {
  /// The string with every character XML 1.0 cannot hold (NUL, the other C0 controls but tab,
  /// line feed and carriage return, U+FFFE and U+FFFF) replaced by U+FFFD, so that C never cuts
  /// it short and every document parses.
  var markupSafe: String {
    guard unicodeScalars.contains(where: { !Self.isAllowed($0) }) else { return self }
    var safe = ""
    for scalar in unicodeScalars {
      safe.unicodeScalars.append(Self.isAllowed(scalar) ? scalar : "\u{FFFD}")
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
