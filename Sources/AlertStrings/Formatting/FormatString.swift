import AlertSpec

/// Fills a localized format string with sample arguments as Foundation's `String(format:)`
/// and `.stringsdict`/catalog plural rules would: `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%f`
/// (with a precision such as `%.1f`), positional `%1$@` and `%2$lld`, `%%`, and `%#@name@`
/// variables whose form is chosen by the argument's plural category in the locale.
///
/// A placeholder without a sample argument gets ``SampleValues`` (the longest plausible text
/// or number) and is listed in ``Result/invented``, so callers can say so.
public struct FormatString {
  /// The text and the placeholders that had to be given invented samples.
  public struct Result: Hashable, Sendable {
    /// The formatted text.
    public var text: String
    /// Each placeholder filled with an invented sample: `%@ as "…"`.
    public var invented: [String]
  }

  let value: LocalizedString
  let arguments: [SampleArgument]
  let locale: String
  private var invented: [String] = []

  /// Formats `value` in `locale` with `arguments` (in the order of the placeholders).
  public static func format(
    _ value: LocalizedString, arguments: [SampleArgument], locale: String
  ) -> Result {
    var formatter = FormatString(value: value, arguments: arguments, locale: locale)
    var format = value.format
    if !value.plural.isEmpty {
      let number = formatter.firstNumber()
      format = PluralCategory.form(for: number, locale: locale, in: value.plural) ?? value.format
    }
    var next = 0
    let text = formatter.expand(format, next: &next, depth: 0)
    var invented: [String] = []
    for note in formatter.invented where !invented.contains(note) { invented.append(note) }
    return Result(text: text, invented: invented)
  }

  /// The number that picks a whole-string plural form: the first numeric argument.
  private mutating func firstNumber() -> Int {
    for argument in arguments {
      switch argument {
      case .integer(let n): return n
      case .decimal(let x): return Int(x)
      case .text: continue
      }
    }
    invented.append("the plural count as \(SampleValues.integer)")
    return SampleValues.integer
  }

  /// `format` with every placeholder replaced; `next` is the 0-based index of the argument the
  /// next unnumbered placeholder takes.
  private mutating func expand(_ format: String, next: inout Int, depth: Int) -> String {
    var output = ""
    var scalars = Substring(format).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        output.unicodeScalars.append(scalar)
        continue
      }
      guard let placeholder = Placeholder.parse(&scalars) else {
        output += "%"
        continue
      }
      switch placeholder {
      case .percent:
        output += "%"
      case .variable(let name):
        output += variable(name, next: &next, depth: depth)
      case .argument(let position, let spec):
        let index = position.map { $0 - 1 } ?? next
        if position == nil { next += 1 }
        output += formatted(index, spec: spec)
      }
    }
    return output
  }

  /// The form of `%#@name@` for its argument, itself expanded.
  private mutating func variable(_ name: String, next: inout Int, depth: Int) -> String {
    guard let substitution = value.substitutions[name], depth < 4 else { return "%#@\(name)@" }
    let index = substitution.argument.map { $0 - 1 } ?? next
    if substitution.argument == nil { next += 1 }
    let number = integer(at: index, spec: substitution.specifier)
    guard let form = PluralCategory.form(for: number, locale: locale, in: substitution.forms) else {
      return String(number)
    }
    let withArgument = form.replacingOccurrences(
      of: "%arg", with: "%\(index + 1)$\(substitution.specifier)")
    var inner = index
    return expand(withArgument, next: &inner, depth: depth + 1)
  }

  /// Argument `index` as `spec` formats it, or an invented sample.
  private mutating func formatted(_ index: Int, spec: String) -> String {
    let conversion = spec.last ?? "@"
    if "dDiuUxXoOcC".contains(conversion) { return String(integer(at: index, spec: spec)) }
    if "fFeEgGaA".contains(conversion) {
      let precision = spec.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
      let digits = precision.first.flatMap { Int($0.prefix { $0.isNumber }) }
      let number: Double
      switch argument(index) {
      case .decimal(let x)?: number = x
      case .integer(let n)?: number = Double(n)
      case .text(let text)?: return text
      case nil:
        invented.append("argument \(index + 1) (%\(spec)) as \(SampleValues.decimal)")
        number = SampleValues.decimal
      }
      return Self.fixed(number, digits: digits ?? 6)
    }
    guard let given = argument(index) else {
      invented.append("argument \(index + 1) (%\(spec)) as \"\(SampleValues.text)\"")
      return SampleValues.text
    }
    return given.description
  }

  /// Argument `index` as a whole number, or the invented sample.
  private mutating func integer(at index: Int, spec: String) -> Int {
    switch argument(index) {
    case .integer(let n)?: return n
    case .decimal(let x)?: return Int(x)
    case .text(let text)?: if let n = Int(text) { return n }
    case nil: break
    }
    invented.append("argument \(index + 1) (%\(spec)) as \(SampleValues.integer)")
    return SampleValues.integer
  }

  private func argument(_ index: Int) -> SampleArgument? {
    arguments.indices.contains(index) ? arguments[index] : nil
  }

  /// `x` with `digits` digits after the point, rounded half away from zero.
  static func fixed(_ x: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<min(digits, 12) { scale *= 10 }
    let scaled = (abs(x) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = x < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let padded = String(fraction)
    let zeros = String(repeating: "0", count: max(0, min(digits, 12) - padded.count))
    return "\(sign)\(whole).\(zeros)\(padded)"
  }
}

/// The samples used for a placeholder the spec gives no argument for: long but plausible, so
/// that the preview shows the worst common case.
public enum SampleValues {
  /// For `%@`: a long album or file name.
  public static let text = "Summer Holiday Photos 2024"
  /// For `%d`, `%lld` and plural variables: a five-digit count (the `other` or `many` form).
  public static let integer = 12_345
  /// For `%f`.
  public static let decimal = 12_345.67
}
