import AlertSpec
internal import SwiftSyntax

/// Where the closures of a body are, as spans of source locations, so an alert read from the
/// body can be told apart from one its handlers make later.
struct ClosureSpans {
  var start: SpecLocation
  var end: SpecLocation

  /// Whether `place` is inside the span.
  func contains(_ place: SpecLocation) -> Bool {
    (place.line, place.column) >= (start.line, start.column)
      && (place.line, place.column) < (end.line, end.column)
  }

  /// The outermost closures of `body`.
  static func spans(in body: CodeBlockSyntax, lines: SourceLines) -> [ClosureSpans] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found.map {
      ClosureSpans(
        start: lines.location(of: $0),
        end: lines.location(ofUTF8: $0.endPositionBeforeTrailingTrivia.utf8Offset))
    }
  }

  private final class Finder: SyntaxVisitor {
    var found: [ClosureExprSyntax] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .skipChildren
    }
  }
}
