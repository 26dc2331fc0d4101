/// One `%…` placeholder of a format string.
enum Placeholder: Equatable {
  /// `%%`.
  case percent
  /// `%#@name@`.
  case variable(String)
  /// `%@`, `%2$lld`: the 1-based position when numbered, and the specifier after `%`
  /// (`@`, `lld`, `.1f`).
  case argument(position: Int?, spec: String)

  /// The conversions a specifier may end with.
  static let conversions: Set<Unicode.Scalar> = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)

  /// Every placeholder of `format`, in order (`%%` left out).
  static func all(in format: String) -> [Placeholder] {
    var result: [Placeholder] = []
    var scalars = Substring(format).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%", let found = parse(&scalars), found != .percent else { continue }
      result.append(found)
    }
    return result
  }

  /// The placeholder after a `%` at the start of `scalars`, consuming it; `nil` (consuming
  /// nothing) when the `%` starts none.
  static func parse(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> Placeholder? {
    var rest = scalars
    guard let first = rest.first else { return nil }
    if first == "%" {
      scalars = rest.dropFirst()
      return .percent
    }
    if first == "#", rest.dropFirst().first == "@" {
      rest = rest.dropFirst(2)
      guard let end = rest.firstIndex(of: "@") else { return nil }
      let name = String(String.UnicodeScalarView(rest[..<end]))
      scalars = rest[rest.index(after: end)...]
      return .variable(name)
    }
    var position: Int?
    let digits = rest.prefix { ("0"..."9").contains($0) }
    if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
      position = Int(String(String.UnicodeScalarView(digits)))
      rest = rest.dropFirst(digits.count + 1)
    }
    var spec = ""
    while let scalar = rest.first {
      rest = rest.dropFirst()
      spec.unicodeScalars.append(scalar)
      if conversions.contains(scalar) {
        scalars = rest
        return .argument(position: position, spec: spec)
      }
      guard "-+ 0#'.123456789hlqLzjt".unicodeScalars.contains(scalar), spec.count < 12 else {
        return nil
      }
    }
    return nil
  }
}
