import Foundation
import Testing

@testable import AlertSpec

/// Loading files and directories from disk.
@Suite struct SpecLoaderTests {
  @Test func searchesDirectoriesRecursivelyInSortedOrder() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("b.json", #"{"id": "b"}"#)
    try dir.write("a.json", #"{"id": "a"}"#)
    try dir.write("sub/c.json", #"{"alerts": [{"id": "c1"}, {"id": "c2"}]}"#)
    try dir.write("notes.txt", "not a spec")
    let result = SpecLoader.load(paths: [dir.path])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.alerts.map(\.id) == ["a", "b", "c1", "c2"])
    #expect(result.alerts.last?.locations["id"]?.file == dir.path + "/sub/c.json")
  }

  @Test func keepsPathOrderAndLoadsAFileNamedTwiceOnce() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let z = try dir.write("z.json", #"{"id": "z"}"#)
    try dir.write("y.json", #"{"id": "y"}"#)
    let result = SpecLoader.load(paths: [z, dir.path])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.alerts.map(\.id) == ["z", "y"])
  }

  @Test func missingPathIsADiagnosticAtLineOne() throws {
    let result = SpecLoader.load(paths: ["/no/such/specs.json"])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(
      diagnostic.description
        == "/no/such/specs.json:1:1: error: no such file or directory; check the path, or pass a spec file or a folder of them"
    )
  }

  @Test func emptyDirectoryIsADiagnostic() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let result = SpecLoader.load(paths: [dir.path])
    #expect(
      result.diagnostics.map(\.location) == [SpecLocation(file: dir.path, line: 1, column: 1)])
    #expect(result.diagnostics.first?.message.contains("no *.json spec files") == true)
  }

  @Test func goodFileBesideBadOnesStillLoads() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("1-malformed.json", "{\"id\": \"broken\"\n\"title\": \"x\"}")
    try dir.write("2-good.json", #"{"id": "good", "title": "Fine"}"#)
    try dir.write("3-invalid.json", #"{"id": "invalid", "buttons": [{"label": ""}]}"#)
    try dir.write("4-not-utf8.json", Data([0x7B, 0xFF, 0xFE, 0x7D]))
    let result = SpecLoader.load(paths: [dir.path])
    #expect(result.alerts.map(\.id) == ["good"])
    #expect(
      result.diagnostics.map(\.location) == [
        SpecLocation(file: dir.path + "/1-malformed.json", line: 2, column: 1),
        SpecLocation(file: dir.path + "/3-invalid.json", line: 1, column: 41),
        SpecLocation(file: dir.path + "/4-not-utf8.json", line: 1, column: 1),
      ])
  }

  @Test func duplicateIDAcrossFilesDropsTheLaterAlert() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let first = try dir.write("a.json", "{\n  \"id\": \"same\",\n  \"title\": \"First\"\n}")
    try dir.write("b.json", "{\n  \"id\": \"same\",\n  \"title\": \"Second\"\n}")
    let result = SpecLoader.load(paths: [dir.path])
    #expect(result.alerts.map(\.title) == ["First"])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.location == SpecLocation(file: dir.path + "/b.json", line: 2, column: 9))
    #expect(
      diagnostic.message
        == "duplicate id 'same'; it is already used at \(first):2:9, and ids must be unique across all inputs, so rename one of them"
    )
  }

  @Test func skipsAByteOrderMarkOnDisk() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write(
      "bom.json", Data([0xEF, 0xBB, 0xBF]) + Data(#"{"id": "bom", "x": 1}"#.utf8))
    let result = SpecLoader.load(paths: [path])
    #expect(result.alerts.isEmpty)
    #expect(result.diagnostics.map(\.location) == [SpecLocation(file: path, line: 1, column: 15)])
  }
}
