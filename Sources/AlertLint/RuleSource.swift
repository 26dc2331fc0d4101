/// The guidance a rule enforces, in words a reader knows: its `source` (`000 How to use; 001
/// Buttons`) names the two documents by number, which mean nothing outside this project.
public struct RuleSource: Hashable, Sendable {
  /// A document the rules cite.
  public struct Document: Hashable, Sendable {
    /// The document's name: "NHS App design system: Alerts".
    public var name: String
    /// Where to read it.
    public var url: String
  }

  /// The NHS App design system's page on alerts (`000`).
  public static let nhsApp = Document(
    name: "NHS App design system: Alerts",
    url: "https://design-system.nhsapp.service.nhs.uk/components")
  /// Apple's Human Interface Guidelines page on alerts (`001`, `HIG`).
  public static let hig = Document(
    name: "Apple HIG: Alerts",
    url: "https://developer.apple.com/design/human-interface-guidelines/alerts")

  /// Each part of the source in words, one per document with what it cites of it
  /// ("NHS App design system: Alerts — How to use", "Apple HIG: Alerts — Buttons"), then the
  /// parts that name no document as written ("platform metrics").
  public var parts: [String]
  /// The documents the source cites, each once.
  public var documents: [Document]

  public init(_ source: String) {
    documents = []
    var details: [Document: [String]] = [:]
    var others: [String] = []
    for raw in source.split(separator: ";") {
      let part = raw.trimmingCharacters(in: .whitespaces)
      guard
        let (prefix, cited) = [("000", Self.nhsApp), ("001", Self.hig), ("HIG", Self.hig)]
          .first(where: { part.hasPrefix($0.0) })
      else {
        others.append(part)
        continue
      }
      if !documents.contains(cited) { documents.append(cited) }
      let detail = part.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
      if !detail.isEmpty { details[cited, default: []].append(Self.unwrapped(detail)) }
    }
    parts =
      documents.map { document in
        let cited = details[document] ?? []
        return cited.isEmpty
          ? document.name : document.name + " — " + cited.joined(separator: "; ")
      } + others
  }

  /// The source as one line: "NHS App design system: Alerts — How to use; Apple HIG: Alerts".
  public var words: String { parts.joined(separator: "; ") }

  /// The documents by short name ("NHS App, Apple HIG"), or the source's own words when it
  /// cites neither ("platform metrics").
  public var short: String {
    documents.isEmpty
      ? parts.map { $0.components(separatedBy: " (").first ?? $0 }.joined(separator: "; ")
      : documents.map {
        $0.name.replacingOccurrences(of: " design system: Alerts", with: "")
          .replacingOccurrences(of: ": Alerts", with: "")
      }.joined(separator: ", ")
  }

  /// `detail` without the parentheses it may already have.
  private static func unwrapped(_ detail: String) -> String {
    detail.hasPrefix("(") && detail.hasSuffix(")") ? String(detail.dropFirst().dropLast()) : detail
  }
}

extension RuleDescription {
  /// The guidance the rule enforces, in words (``RuleSource``).
  public var guidance: RuleSource { RuleSource(source) }
}
