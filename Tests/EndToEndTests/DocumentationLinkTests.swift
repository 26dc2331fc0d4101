import Foundation
import Testing

/// Every relative link in README.md, CONTRIBUTING.md and docs/**/*.md names a file or folder
/// that exists, and every anchor into a Markdown page names one of its headings, so moving a
/// section between pages cannot leave a dead link behind.
@Suite struct DocumentationLinkTests {
  /// Pages written on other branches (the project file's reference and the options page
  /// generated from the command declarations): links to them are checked once they exist.
  static let pending: Set<String> = ["docs/project-file.md", "docs/options.md"]

  /// The pages checked, relative to the repository root.
  static func pages() -> [String] {
    var pages = ["README.md", "CONTRIBUTING.md"]
    let docs = Binary.root.appendingPathComponent("docs")
    let walker = FileManager.default.enumerator(atPath: docs.path)
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".md") { pages.append("docs/" + path) }
    }
    return pages.sorted()
  }

  /// The lines of `text` outside fenced code blocks, with inline code emptied unless `code`.
  static func prose(_ text: String, code: Bool = false) -> [String] {
    var inFence = false
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if !inFence {
        lines.append(code ? String(line) : String(line).replacing(#/`[^`]*`/#, with: "``"))
      }
    }
    return lines
  }

  /// The targets of the Markdown links and HTML `src`/`href` attributes in `text`.
  static func links(in text: String) -> [String] {
    var targets: [String] = []
    for line in prose(text) {
      for match in line.matches(of: #/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/#) {
        targets.append(String(match.1))
      }
      for match in line.matches(of: #/(?:src|href)="([^"]+)"/#) {
        targets.append(String(match.1))
      }
    }
    return targets
  }

  /// The anchors GitHub makes of the headings in `text`: lower case, punctuation dropped,
  /// spaces as hyphens, `-1`, `-2`… after a repeated heading.
  static func anchors(in text: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for line in prose(text, code: true) where line.contains(#/^#{1,6} /#) {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
            return Character(scalar)
          }
          return nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// `path` with `.` and `..` resolved, or starting with `..` when it leaves the root.
  static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// What is wrong with the links of the page at `path` (relative to the repository root).
  static func problems(page path: String, anchors known: inout [String: Set<String>]) throws
    -> [String]
  {
    let root = Binary.root
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    var problems: [String] = []
    for link in links(in: text) {
      if link.contains("://") || link.hasPrefix("mailto:") { continue }
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      let target = file.isEmpty ? path : normalised(folder.isEmpty ? file : folder + "/" + file)
      if target.hasPrefix("..") || target.hasPrefix("/") {
        problems.append("\(path): '\(link)' points outside the repository")
        continue
      }
      let url = root.appendingPathComponent(target)
      guard FileManager.default.fileExists(atPath: url.path) else {
        if !pending.contains(target) {
          problems.append("\(path): '\(link)' names \(target), which does not exist")
        }
        continue
      }
      if let anchor, target.hasSuffix(".md") {
        if known[target] == nil {
          known[target] = anchors(in: try String(contentsOf: url, encoding: .utf8))
        }
        if known[target]?.contains(anchor) != true {
          problems.append("\(path): '\(link)': \(target) has no heading '#\(anchor)'")
        }
      }
    }
    return problems
  }

  @Test func everyRelativeLinkResolves() throws {
    let pages = Self.pages()
    #expect(pages.contains("docs/architecture.md"))
    var problems: [String] = []
    var anchors: [String: Set<String>] = [:]
    for page in pages { problems += try Self.problems(page: page, anchors: &anchors) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The README is a front door: what it does, the two commands, a section per task.
  @Test func readmeStaysShort() throws {
    let readme = try Data(contentsOf: Binary.root.appendingPathComponent("README.md"))
    #expect(readme.count <= 20_000, "README.md is \(readme.count) bytes; move detail to docs/")
  }

  @Test func parserFindsLinksAndSkipsCode() {
    let text = """
      # Top: the `first` one
      See [a](guide/a.md#top-the-first-one) and <img src="images/b.png" alt="b">.
      `[not](a-link.md)` and [`code`](c.md "title").
      ```
      [inside](fence.md)
      # Not a heading
      ```
      ## Top: the `first` one
      """
    #expect(
      DocumentationLinkTests.links(in: text) == [
        "guide/a.md#top-the-first-one", "images/b.png", "c.md",
      ])
    #expect(
      DocumentationLinkTests.anchors(in: text) == ["top-the-first-one", "top-the-first-one-1"])
    #expect(DocumentationLinkTests.normalised("docs/guide/../options.md") == "docs/options.md")
    #expect(DocumentationLinkTests.normalised("docs/../../x.md") == "../x.md")
  }
}
