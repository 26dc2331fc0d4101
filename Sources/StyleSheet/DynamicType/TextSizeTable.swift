/// A text style's point size at each of the twelve Dynamic Type sizes, `xS` to `AX5`: a row of
/// ios-alert-metrics.md §5's table, such as Headline's `14 15 16 17 19 21 23 28 33 40 47 53`.
///
/// A sheet writes it as `sizes="…"` on a `<font>`: twelve positive numbers separated by
/// spaces, in ``TextSize`` order.
public struct TextSizeTable: Hashable, Sendable, Codable {
  /// The twelve sizes in points, `xS` first.
  public let points: [Double]

  /// The table of `points`, or `nil` unless there are exactly twelve, each above 0.
  public init?(_ points: [Double]) {
    guard points.count == TextSize.allCases.count, points.allSatisfy({ $0 > 0 && $0.isFinite })
    else { return nil }
    self.points = points
  }

  /// Reads `"14 15 16 17 19 21 23 28 33 40 47 53"`; `nil` unless it is twelve positive
  /// decimals separated by white space.
  public init?(parsing text: String) {
    var points: [Double] = []
    for word in text.split(whereSeparator: \.isWhitespace) {
      guard !word.hasPrefix("+"), !word.hasPrefix("-"),
        word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        word.filter({ $0 == "." }).count <= 1, let point = Double(word)
      else { return nil }
      points.append(point)
    }
    self.init(points)
  }

  /// The size at `size`.
  public subscript(size: TextSize) -> Double { points[size.rank] }

  /// How much bigger text is at `size` than at Large: `self[size] / self[.L]`.
  public func ratio(at size: TextSize) -> Double { self[size] / self[.standard] }
}
