internal import SwiftSyntax

/// Copy filled in at run time from a format: `String(format: fmt, name)`,
/// `String.localizedStringWithFormat(fmt, name)` and
/// `NSString.localizedStringWithFormat(fmt as NSString, name) as String`. When the format is
/// known copy, each conversion (`%@`, `%d`, `%lld`, `%1$@`, `%.1f`) becomes the placeholder of
/// the argument it takes, `Rename “%@”` → `Rename “{nameForDisplay}”`; `%%` is `%`.
enum FormatCall {
  /// Whether `call` fills in a format.
  static func isFormat(_ call: FunctionCallExprSyntax) -> Bool {
    switch call.calleeName {
    case "localizedStringWithFormat": return !call.arguments.isEmpty
    case "String", "init": return call.arguments.first?.label?.text == "format"
    default: return false
    }
  }

  /// The filled-in text of `call`, or `nil` when it is not a format call. A format that is
  /// not known copy is one placeholder, named after it.
  static func text(
    of call: FunctionCallExprSyntax, _ lines: SourceLines, names: StringNames
  ) -> ExtractedText? {
    let arguments = Array(call.arguments)
    let formatIndex: Int
    switch call.calleeName {
    case "localizedStringWithFormat": formatIndex = 0
    case "String", "init":
      guard arguments.first?.label?.text == "format" else { return nil }
      formatIndex = 0
    default: return nil
    }
    guard arguments.indices.contains(formatIndex) else { return nil }
    let format = StringExpression.text(
      of: arguments[formatIndex].expression, lines, names: names)
    let values = arguments.dropFirst(formatIndex + 1).map {
      StringExpression.placeholderName($0.expression)
    }
    guard format.placeholders.isEmpty, let filled = fill(format.text, with: values) else {
      // An unknown format: the whole text waits for run time, named after the format.
      return format
    }
    var text = ExtractedText(
      text: filled.text, placeholders: filled.placeholders, location: format.location,
      positions: nil)
    text.roots = Set(
      arguments.dropFirst(formatIndex + 1).compactMap { StringExpression.rootName($0.expression) })
    return text
  }

  /// `format` with each conversion replaced by `{value}` of the argument it takes; `nil` when
  /// a conversion takes an argument that is not there.
  static func fill(_ format: String, with values: [String]) -> (
    text: String, placeholders: [String]
  )? {
    var text = ""
    var placeholders: [String] = []
    var next = 0
    var scalars = Substring(format).unicodeScalars
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        scalars.removeFirst()
        text += "%"
        continue
      }
      // `%[n$][flags][width][.precision][length]conversion`
      var spec = ""
      while let character = scalars.first,
        !"@dDiuUxXoOfFeEgGcsSp".unicodeScalars.contains(character)
      {
        guard spec.count < 12 else { return nil }
        spec.unicodeScalars.append(character)
        scalars.removeFirst()
      }
      guard scalars.popFirst() != nil else { return nil }
      var index = next
      if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
        index = position - 1
      } else {
        next += 1
      }
      guard values.indices.contains(index) else { return nil }
      text += "{\(values[index])}"
      placeholders.append(values[index])
    }
    return (text, placeholders)
  }
}
