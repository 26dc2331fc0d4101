import AlertSpec
import Foundation
internal import SwiftSyntax

/// `// alert-preview:ignore rule-id — reason` comments, read from the parsed file's trivia: on
/// the line of an alert's call, or on the line above it, they suppress `rule-id` for that
/// alert as `lint.ignore` does in a spec. The reason is required.
struct IgnoreComments {
  static let marker = "alert-preview:ignore"

  /// Rule id → reason, by the 1-based line the comment is on.
  private(set) var byLine: [Int: [String: String]] = [:]
  private(set) var problems: [SpecDiagnostic] = []

  init(_ tree: SourceFileSyntax, _ lines: SourceLines) {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      read(token.leadingTrivia, at: token.position.utf8Offset, lines)
      read(token.trailingTrivia, at: token.endPositionBeforeTrailingTrivia.utf8Offset, lines)
    }
  }

  /// The rules ignored for an alert whose call is at `location`.
  func rules(at location: SpecLocation) -> [String: String] {
    (byLine[location.line - 1] ?? [:]).merging(byLine[location.line] ?? [:]) { $1 }
  }

  private mutating func read(_ trivia: Trivia, at start: Int, _ lines: SourceLines) {
    var offset = start
    for piece in trivia {
      defer { offset += piece.sourceLength.utf8Length }
      guard case .lineComment(let text) = piece,
        let range = text.range(of: Self.marker)
      else { continue }
      let here = lines.location(ofUTF8: offset)
      let rest = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
      let rule = String(rest.prefix { !$0.isWhitespace && $0 != ":" })
      let reason = rest.dropFirst(rule.count)
        .trimmingCharacters(in: CharacterSet(charactersIn: "—–-:").union(.whitespaces))
      guard !rule.isEmpty, !reason.isEmpty else {
        problems.append(
          SpecDiagnostic(
            here,
            "this ignore comment needs a rule id and a reason, like "
              + "`// alert-preview:ignore button-case — the product name is upper case`"))
        continue
      }
      byLine[here.line, default: [:]][rule] = reason
    }
  }
}
