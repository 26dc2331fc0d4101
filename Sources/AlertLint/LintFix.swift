import Foundation

/// `lint --fix`: the mechanical fixes (``Finding/fix``) written into a JSON spec's text, each
/// string literal replaced where its finding points, the rest of the file as it was.
public enum LintFix {
  /// `text` (a spec file's contents) with each fix's string literal replaced: the literal
  /// starting at the fix's line and column (counted in Unicode scalars, from 1). A fix whose
  /// place holds no string literal is left out, so hand-edited files are never corrupted.
  public static func apply(_ fixes: [(line: Int, column: Int, text: String)], to text: String)
    -> (text: String, applied: Int)
  {
    var scalars = Array(text.unicodeScalars)
    var lineStarts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" {
      lineStarts.append(index + 1)
    }
    // From the end, so earlier offsets stay valid; one fix per literal.
    let ordered = fixes.sorted { ($0.line, $0.column) > ($1.line, $1.column) }
    var applied = 0
    var done: Set<Int> = []
    for fix in ordered {
      guard fix.line >= 1, fix.line <= lineStarts.count else { continue }
      let start = lineStarts[fix.line - 1] + fix.column - 1
      guard start < scalars.count, !done.contains(start),
        let end = literalEnd(scalars, from: start)
      else { continue }
      let quote = scalars[start]
      scalars.replaceSubrange(start...end, with: literal(fix.text, quote: quote).unicodeScalars)
      done.insert(start)
      applied += 1
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return (String(result), applied)
  }

  /// The index of the closing quote of the string literal opening at `start`.
  private static func literalEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    let quote = scalars[start]
    guard quote == "\"" || quote == "'" else { return nil }
    var index = start + 1
    while index < scalars.count {
      switch scalars[index] {
      case "\\": index += 2
      case quote: return index
      case "\n": return nil
      default: index += 1
      }
    }
    return nil
  }

  /// `text` as a JSON (or JSON5 single-quoted) string literal.
  private static func literal(_ text: String, quote: Unicode.Scalar) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
    var encoded = String(decoding: data, as: UTF8.self)
    if quote == "'" {
      encoded =
        "'"
        + encoded.dropFirst().dropLast().replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "'", with: "\\'") + "'"
    }
    return encoded
  }
}
