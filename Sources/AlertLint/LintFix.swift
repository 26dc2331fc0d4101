import AlertSpec
import AlertSupport
import Foundation

/// A string literal in a file and the literal that replaces it: a mechanical fix
/// (``Finding/fix``) written the way the file writes strings.
public struct LiteralEdit: Hashable, Sendable, Codable {
  /// The file holding the literal.
  public var file: String
  /// Where its opening quote is (1-based, columns in Unicode scalars).
  public var line: Int
  public var column: Int
  /// Just after its closing quote.
  public var endLine: Int
  public var endColumn: Int
  /// The new literal, quotes included.
  public var replacement: String
}

/// `lint --fix`: where each mechanical fix goes (``LiteralEdit``), and the edits applied to a
/// file's text. A fix is placed only on the string literal its field's text is written in, at
/// the field's location (or where a String Catalog writes the field's text), whose content is
/// that text: a JSON spec's value, a Swift literal or a String Catalog's value. A key (one a
/// table holds, or the argument of `NSLocalizedString` or `String(localized:)`, whose
/// translations are looked up by it), an interpolation or a multi-line literal is left alone,
/// so no file is ever corrupted and no translation lost.
public enum LintFix {
  /// `report` with an ``Finding/edit`` on each active finding that has a fix and a literal to
  /// put it in. Files are read once each.
  public static func placingEdits(_ report: LintReport) -> LintReport {
    var report = report
    let specs = Dictionary(report.alerts.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    // Each file read and split into lines once, however many findings it holds.
    var files: [String: (scalars: [Unicode.Scalar], lineStarts: [Int])?] = [:]
    for index in report.findings.indices {
      let finding = report.findings[index]
      // A fix never writes a bidi control back (CVE-2021-42574): it is the finding, not a fix.
      guard finding.edit == nil, !finding.isSuppressed, let fix = finding.fix,
        !fix.unicodeScalars.contains(where: TerminalText.isBidiControl),
        let spec = specs[finding.alertID],
        // Text looked up by a key is fixed where the catalog writes it, never in the key
        // (`NSLocalizedString("Dismiss", …)` is a key even when it reads as the text).
        let place = spec.locations[AlertSpec.valueLocationKey(finding.field)]
          ?? (spec.keys[finding.field] == nil ? spec.locations[finding.field] : nil),
        let current = Linter.text(of: spec, at: finding.field),
        let kind = LiteralKind(path: place.file)
      else { continue }
      if files[place.file] == nil {
        files[place.file] = (try? String(contentsOfFile: place.file, encoding: .utf8)).map {
          let scalars = Array($0.unicodeScalars)
          return (scalars, lineStarts(scalars))
        }
      }
      guard let file = files[place.file] ?? nil,
        let edit = edit(
          file.scalars, file.lineStarts, place, current: current, fix: fix, kind: kind)
      else { continue }
      report.findings[index].edit = edit
    }
    return report
  }

  /// `text` with `edits` (of its file) applied, from the end so earlier places stay valid; one
  /// edit per literal. How many were applied.
  public static func apply(_ edits: [LiteralEdit], to text: String) -> (text: String, applied: Int)
  {
    var scalars = Array(text.unicodeScalars)
    let starts = lineStarts(scalars)
    var applied = 0
    var done: Set<Int> = []
    for edit in edits.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) {
      guard edit.line <= starts.count, edit.endLine <= starts.count else { continue }
      let start = starts[edit.line - 1] + edit.column - 1
      let end = starts[edit.endLine - 1] + edit.endColumn - 1
      guard start < end, end <= scalars.count, done.insert(start).inserted else { continue }
      scalars.replaceSubrange(start..<end, with: edit.replacement.unicodeScalars)
      applied += 1
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return (String(result), applied)
  }

  /// The edit of the literal at `place` of a file's `scalars` (whose lines start at `starts`),
  /// when it holds `current`.
  static func edit(
    _ scalars: [Unicode.Scalar], _ starts: [Int], _ place: SourceLocation, current: String,
    fix: String, kind: LiteralKind
  ) -> LiteralEdit? {
    guard place.line >= 1, place.line <= starts.count else { return nil }
    let start = starts[place.line - 1] + place.column - 1
    guard start < scalars.count, let end = literalEnd(scalars, from: start),
      let content = kind.decode(scalars[(start + 1)..<end]), content == current,
      !(kind != .json && isLocalizationKey(scalars, before: start))
    else { return nil }
    // The literal is on one line: its end is on the start's line.
    return LiteralEdit(
      file: place.file, line: place.line, column: place.column, endLine: place.line,
      endColumn: place.column + (end - start) + 1,
      replacement: kind.encode(fix, quote: scalars[start]))
  }

  /// Calls whose string argument is a key the app's translations are looked up by, even when
  /// no strings table here holds it (`genstrings` makes the tables at build time).
  static let localizationCalls = [
    "NSLocalizedString(", "String(localized:", "LocalizedStringKey(", "LocalizedStringResource(",
  ]

  /// Whether the literal at `start` of a Swift source is the key of a localization call.
  static func isLocalizationKey(_ scalars: [Unicode.Scalar], before start: Int) -> Bool {
    var index = start
    while index > 0, scalars[index - 1].properties.isWhitespace { index -= 1 }
    var before = String.UnicodeScalarView()
    before.append(contentsOf: scalars[max(0, index - 32)..<index])
    let text = String(before)
    return localizationCalls.contains { text.hasSuffix($0) }
  }

  static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
    var starts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
    return starts
  }

  /// The index of the closing quote of the one-line string literal opening at `start`.
  static func literalEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
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
}

/// How a kind of file writes a string literal.
enum LiteralKind {
  /// JSON and JSON5 specs, String Catalogs (`.xcstrings`).
  case json
  /// Swift sources: C-style escapes, `\u{1b}` for other control characters.
  case swift
  /// `.strings` files: C-style escapes, `\U001B` for other control characters (the old-style
  /// property list escape; `\u{…}` is not one there).
  case strings

  init?(path: String) {
    switch (path as NSString).pathExtension.lowercased() {
    case "json", "json5", "xcstrings": self = .json
    case "swift": self = .swift
    case "strings": self = .strings
    default: return nil
    }
  }

  /// A literal's content, unescaped; `nil` when it holds what is not plain text (a Swift
  /// interpolation, a Unicode escape this reading does not undo).
  func decode(_ content: ArraySlice<Unicode.Scalar>) -> String? {
    var result = String.UnicodeScalarView()
    var index = content.startIndex
    while index < content.endIndex {
      let scalar = content[index]
      guard scalar == "\\" else {
        result.append(scalar)
        index += 1
        continue
      }
      guard index + 1 < content.endIndex else { return nil }
      switch content[index + 1] {
      case "\"": result.append("\"")
      case "'": result.append("'")
      case "\\": result.append("\\")
      case "/" where self == .json: result.append("/")
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      default: return nil  // \( interpolation, \u{…}, \uXXXX: not plain
      }
      index += 2
    }
    return String(result)
  }

  /// `text` as a literal opened by `quote`: JSON's by the tool's one JSON quoter (a JSON5
  /// single-quoted literal made from it), Swift's and `.strings`' with C-style escapes.
  func encode(_ text: String, quote: Unicode.Scalar) -> String {
    if self == .json {
      let quoted = JSONValue.quoted(text)
      guard quote == "'" else { return quoted }
      return "'"
        + quoted.dropFirst().dropLast().replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "'", with: "\\'") + "'"
    }
    return self == .strings ? CStyleLiteral.strings(text) : CStyleLiteral.swift(text)
  }

}
