import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// poppler-utils (`pdfinfo`, `pdftotext`, `pdftohtml`), which read the review pack as a PDF reader does.
/// `make setup` installs them; without them the tests fail and say so.
enum PDFTools {
  /// The output of `tool` (`pdfinfo`, `pdftotext`) with `arguments`.
  static func run(_ tool: String, _ arguments: [String]) throws -> String {
    guard
      let path = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"].map({ $0 + "/" + tool })
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else {
      throw Missing(tool: tool)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// `pdfinfo`'s fields: `Pages` → `16`, `Title` → `Alert review`.
  static func info(_ pdf: String) throws -> [String: String] {
    var fields: [String: String] = [:]
    for line in try run("pdfinfo", [pdf]).split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[String(line[..<colon])] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return fields
  }

  /// The PDF's text, every run of white space made one space (lines wrap where the page did).
  static func text(_ pdf: String) throws -> String {
    flattened(try run("pdftotext", ["-enc", "UTF-8", pdf, "-"]))
  }

  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The outline (bookmarks) as a reader shows it: each item's title and page, read by
  /// poppler's `pdftohtml -xml`.
  static func outline(_ pdf: String) throws -> [(title: String, page: Int)] {
    let xml = try run("pdftohtml", ["-xml", "-stdout", "-i", "-q", pdf])
    let document = try XMLDocument(data: Data(xml.utf8))
    return try document.nodes(forXPath: "//outline/item").compactMap { node in
      guard let item = node as? XMLElement, let page = item.attribute(forName: "page")?.stringValue
      else { return nil }
      return (item.stringValue ?? "", Int(page) ?? 0)
    }
  }

  /// A line of text as `pdftotext -bbox-layout` places it: its words joined by spaces and its
  /// box in points from the page's top-left corner.
  struct Line {
    var text: String
    var xMin: Double
    var yMin: Double
    var yMax: Double
    /// Each word's box height, in order.
    var wordHeights: [Double]
    /// The box's height: about 1.2 times the font size (the font's ascent plus descent).
    var height: Double { yMax - yMin }
  }

  /// Each page's lines, in reading order, read by poppler's `pdftotext -bbox-layout`.
  static func lines(_ pdf: String) throws -> [[Line]] {
    // Without its XHTML namespace, whose attributes FoundationXML does not find by name.
    let xhtml = try run("pdftotext", ["-bbox-layout", "-enc", "UTF-8", pdf, "-"])
      .replacingOccurrences(of: #" xmlns="http://www.w3.org/1999/xhtml""#, with: "")
    let document = try XMLDocument(data: Data(xhtml.utf8))
    func number(_ element: XMLElement, _ name: String) -> Double {
      Double(element.attribute(forName: name)?.stringValue ?? "") ?? 0
    }
    return try document.nodes(forXPath: "//page").map { page in
      try page.nodes(forXPath: ".//line").compactMap { node in
        guard let line = node as? XMLElement else { return nil }
        let words = try line.nodes(forXPath: "./word").compactMap {
          $0 as? XMLElement
        }
        return Line(
          text: words.map { $0.stringValue ?? "" }.joined(separator: " "),
          xMin: number(line, "xMin"), yMin: number(line, "yMin"), yMax: number(line, "yMax"),
          wordHeights: words.map { number($0, "yMax") - number($0, "yMin") })
      }
    }
  }

  struct Missing: Error, CustomStringConvertible {
    var tool: String
    var description: String {
      "\(tool) is not installed; run `make setup` (it installs poppler-utils) or "
        + "`apt-get install poppler-utils`"
    }
  }
}
