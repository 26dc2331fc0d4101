import AlertRun
import Foundation
import Testing

@testable import AlertPipeline

/// The run reports to the sink its caller gives: input errors, the strings' problems and the
/// Swift reader's notes reach it, in order.
@Suite struct RunSinkTests {
  @Test func inputErrorsGoToTheCallersSink() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"id": "fine", "title": "Saved"}"#.write(
      to: folder.appendingPathComponent("fine.json"), atomically: true, encoding: .utf8)
    try #"{"id": "broken", "title": "#.write(
      to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    try #"{"id": "keyed", "title": {"key": "a.title"}, "strings": "missing.xcstrings"}"#.write(
      to: folder.appendingPathComponent("keyed.json"), atomically: true, encoding: .utf8)
    let sink = CollectingSink()
    var inputs = try Inputs.load([folder.path], InputOptions(), sink: sink)
    #expect(inputs.specs.map(\.id).sorted() == ["fine", "keyed"])
    #expect(sink.lines.count == 1)
    #expect(sink.lines.first?.contains("broken.json:1:") == true, "\(sink.lines)")
    _ = LocaleSelection(nil).groups(&inputs, sink: sink)
    #expect(sink.lines.count == 2, "\(sink.lines)")
    #expect(sink.lines.last?.contains("missing.xcstrings") == true, "\(sink.lines)")
    #expect(inputs.diagnostics.count == 2)
  }
}
