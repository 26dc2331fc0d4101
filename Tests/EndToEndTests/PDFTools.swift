import Foundation

/// poppler-utils (`pdfinfo`, `pdftotext`), which read the review pack as a PDF reader does.
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

  /// The titles of the outline's items, read from the file's `/Title` entries (cairo writes
  /// outline items as plain objects: ASCII as `(…)`, the rest as UTF-16 `<FEFF…>`); the
  /// document's own title is among them.
  static func titles(inPDF data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    var titles: [String] = []
    var rest = text[...]
    while let found = rest.range(of: "/Title ") {
      rest = rest[found.upperBound...]
      if rest.hasPrefix("("), let end = rest.firstIndex(of: ")") {
        titles.append(String(rest[rest.index(after: rest.startIndex)..<end]))
      } else if rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
        let hex = Array(rest[rest.index(after: rest.startIndex)..<end])
        var units: [UInt16] = []
        var index = 0
        while index + 4 <= hex.count {
          units.append(UInt16(String(hex[index..<index + 4]), radix: 16) ?? 0)
          index += 4
        }
        titles.append(String(decoding: units.dropFirst(), as: UTF16.self))
      }
    }
    return titles
  }

  struct Missing: Error, CustomStringConvertible {
    var tool: String
    var description: String {
      "\(tool) is not installed; run `make setup` (it installs poppler-utils) or "
        + "`apt-get install poppler-utils`"
    }
  }
}
