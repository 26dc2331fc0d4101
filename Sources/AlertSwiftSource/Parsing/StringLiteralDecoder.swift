import AlertSpec
import Foundation
internal import SwiftSyntax

/// Decodes a Swift string literal's segments into text, with where each character came from.
enum StringLiteralDecoder {
  static func decode(_ literal: StringLiteralExprSyntax, _ lines: SourceLines) -> ExtractedText {
    let location = lines.location(of: literal)
    let multiline = literal.openingQuote.text == "\"\"\""
    var text = ""
    var placeholders: [String] = []
    var roots: Set<String> = []
    var positions = TextPositions()
    func add(_ scalar: Unicode.Scalar, at offset: Int) {
      text.unicodeScalars.append(scalar)
      let here = lines.location(ofUTF8: offset)
      positions.lines.append(here.line)
      positions.columns.append(here.column)
    }
    let escape = "\\" + (literal.openingPounds?.text ?? "")
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part):
        decodeEscapes(
          part.content.text, escape: escape,
          start: part.content.positionAfterSkippingLeadingTrivia.utf8Offset,
          add: add)
      case .expressionSegment(let part):
        let name =
          part.expressions.first.map { StringExpression.placeholderName($0.expression) } ?? "value"
        placeholders.append(name)
        if let root = part.expressions.first.flatMap({ StringExpression.rootName($0.expression) }) {
          roots.insert(root)
        }
        for scalar in "{\(name)}".unicodeScalars {
          add(scalar, at: part.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
      @unknown default: continue
      }
    }
    let close = lines.location(of: literal.closingQuote)
    positions.lines.append(close.line)
    positions.columns.append(close.column)
    if multiline {
      // Indentation stripping moves characters; keep the compiler's text, drop the positions.
      let value = literal.representedLiteralValue ?? text.trimmingIndentation()
      var decoded = ExtractedText(
        text: value, placeholders: placeholders, location: location, positions: nil)
      decoded.roots = roots
      return decoded
    }
    var decoded = ExtractedText(
      text: text, placeholders: placeholders, location: location, positions: positions)
    decoded.roots = roots
    return decoded
  }

  /// Decodes `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{…}` (with `escape` as the
  /// backslash plus any raw-string pounds), calling `add` with each scalar and its byte offset.
  static func decodeEscapes(
    _ raw: String, escape: String, start: Int, add: (Unicode.Scalar, Int) -> Void
  ) {
    let scalars = Array(raw.unicodeScalars)
    let escapeScalars = Array(escape.unicodeScalars)
    var offset = start
    var index = 0
    func width(_ range: Range<Int>) -> Int {
      scalars[range].reduce(0) { $0 + String($1).utf8.count }
    }
    while index < scalars.count {
      let end = index + escapeScalars.count
      if end < scalars.count, Array(scalars[index..<end]) == escapeScalars {
        var consumed = escapeScalars.count + 1
        var value: Unicode.Scalar?
        switch scalars[end] {
        case "n": value = "\n"
        case "t": value = "\t"
        case "r": value = "\r"
        case "0": value = "\0"
        case "\\": value = "\\"
        case "\"": value = "\""
        case "'": value = "'"
        case "u":
          if let close = scalars[end...].firstIndex(of: "}") {
            let hex = String(String.UnicodeScalarView(scalars[(end + 2)..<close]))
            value = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)
            consumed = close - index + 1
          }
        default: value = nil
        }
        if let value {
          add(value, offset)
          offset += width(index..<(index + consumed))
          index += consumed
          continue
        }
      }
      add(scalars[index], offset)
      offset += String(scalars[index]).utf8.count
      index += 1
    }
  }
}

extension String {
  /// Each line without the smallest common leading indentation (a fallback for multi-line
  /// literals the parser's own value does not cover, those with interpolations).
  fileprivate func trimmingIndentation() -> String {
    let lines = split(separator: "\n", omittingEmptySubsequences: false)
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
      .trimmingCharacters(in: .newlines)
  }
}
