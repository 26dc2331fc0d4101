/// "Did you mean" suggestions for unknown names, by edit distance: one implementation for spec
/// fields, style-sheet names, rule ids, command-line options and device ids.
public enum Suggestion {
  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters each cost one, so `titel` is one edit from `title`.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, previous2[j - 2] + 1)
        }
        current[j] = best
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The candidate closest to `name`, if it is close enough to be a likely typo.
  ///
  /// Case, `-` and `_` are ignored first (`Text_Fields` → `textFields`); otherwise the nearest
  /// candidate within about a third of its length (at least 1, at most 3 edits) wins, the
  /// first listed on a tie.
  public static func nearest(to name: String, among candidates: [String]) -> String? {
    func folded(_ s: String) -> String { s.lowercased().filter { $0 != "-" && $0 != "_" } }
    let foldedName = folded(name)
    if let exact = candidates.first(where: { folded($0) == foldedName }) { return exact }
    var best: (candidate: String, distance: Int)?
    let length = name.count
    let lowercased = name.lowercased()
    for candidate in candidates {
      let limit = min(3, max(1, candidate.count / 3))
      // The distance is at least the difference in length: skip the quadratic table for a
      // name far longer or shorter than the candidate (a 100,000-character unknown key).
      guard abs(length - candidate.count) <= limit else { continue }
      let d = distance(lowercased, candidate.lowercased())
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.candidate
  }

  /// `a, b or c`, for listing valid values in messages.
  public static func list(_ items: [String], conjunction: String = "or") -> String {
    guard let last = items.last else { return "" }
    if items.count == 1 { return last }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
