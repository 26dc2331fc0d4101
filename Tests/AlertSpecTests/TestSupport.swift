import Foundation
import Testing

@testable import AlertSpec

/// Loads `text` as the file `t.json`.
func load(_ text: String) -> SpecLoadResult {
  SpecLoader.load(text: text, file: "t.json")
}

/// The single diagnostic that loading `text` produces; fails the test if there is not exactly one.
func onlyDiagnostic(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> SpecDiagnostic?
{
  let result = load(text)
  #expect(result.diagnostics.count == 1, "\(result.diagnostics)", sourceLocation: sourceLocation)
  return result.diagnostics.first
}

/// The single alert that loading `text` produces; fails the test on any diagnostic.
func onlyAlert(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> AlertSpec?
{
  let result = load(text)
  #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
  #expect(result.alerts.count == 1, sourceLocation: sourceLocation)
  return result.alerts.first
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("AlertSpecTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// Writes `text` to `relative` (creating folders) and returns the full path.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, Data(text.utf8))
  }

  @discardableResult
  func write(_ relative: String, _ data: Data) throws -> String {
    let full = path + "/" + relative
    let folder = URL(fileURLWithPath: full).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
    return full
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// An input that should fail with one diagnostic at a known place.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  let name: String
  let text: String
  let line: Int
  let column: Int
  /// A fragment the message must contain (often the whole message).
  let message: String

  var testDescription: String { name }

  init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
    self.name = name
    self.text = text
    self.line = line
    self.column = column
    self.message = message
  }

  /// Checks that loading `text` gives exactly this diagnostic and no alert.
  func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let result = load(text)
    #expect(result.alerts.isEmpty, sourceLocation: sourceLocation)
    #expect(result.diagnostics.count == 1, "\(result.diagnostics)", sourceLocation: sourceLocation)
    guard let diagnostic = result.diagnostics.first else { return }
    #expect(
      diagnostic.location == at(line, column),
      "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(
      diagnostic.message.contains(message), "\(diagnostic.message)", sourceLocation: sourceLocation)
  }
}
