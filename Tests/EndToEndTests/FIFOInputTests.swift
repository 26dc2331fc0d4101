import Foundation
import Testing

/// A named pipe among the inputs (a spec, a style sheet, a sheet's base, a Swift source, a
/// backdrop) is refused at once with a sentence naming it, never opened for a read that
/// waits forever for a writer. The binary runs under `timeout`, so a regression fails.
@Suite(.serialized) struct FIFOInputTests {
  /// Runs the binary with `arguments` under a 20-second `timeout`, with the seconds it took.
  func run(_ arguments: [String]) throws -> (Binary.Result, Duration) {
    let start = ContinuousClock.now
    let result = try Binary.run(
      ["20", Binary.path] + arguments, environment: ["NO_COLOR": "1"],
      executable: "/usr/bin/timeout")
    return (result, ContinuousClock.now - start)
  }

  /// Makes a named pipe at `url`.
  func fifo(_ url: URL) throws {
    #expect(mkfifo(url.path, 0o644) == 0)
  }

  /// A folder with a good spec in it; removed by the caller.
  func folder() throws -> URL {
    let folder = try Binary.temporaryFolder()
    try
      #"{"id": "good", "title": "Delete Draft?", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}"#
      .write(to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
    return folder
  }

  func expectRefusedQuickly(_ result: Binary.Result, _ time: Duration, naming name: String) {
    #expect(result.status == 2, "\(result.stderr)")
    #expect(time < .seconds(2), "took \(time)")
    #expect(result.stderr.contains(name), "\(result.stderr)")
    #expect(result.stderr.contains("is a named pipe, not a regular file"), "\(result.stderr)")
  }

  @Test func aFIFOSpecInAFolder() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try fifo(folder.appendingPathComponent("pipe.json"))
    let (result, time) = try run(["lint", folder.path])
    expectRefusedQuickly(result, time, naming: "pipe.json")
  }

  @Test func aFIFOSpecNamedItself() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe.json")
    try fifo(pipe)
    let (result, time) = try run(["lint", pipe.path])
    expectRefusedQuickly(result, time, naming: "pipe.json")
  }

  @Test func aFIFOStyleSheet() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet.xml")
    try fifo(sheet)
    let (result, time) = try run([
      "lint", folder.appendingPathComponent("good.json").path, "--style", sheet.path,
    ])
    expectRefusedQuickly(result, time, naming: "sheet.xml")
  }

  @Test func aFIFOExtendsBase() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheets = folder.appendingPathComponent("sheets")
    try FileManager.default.createDirectory(at: sheets, withIntermediateDirectories: true)
    try fifo(sheets.appendingPathComponent("base.xml"))
    let child = sheets.appendingPathComponent("child.xml")
    try #"<?xml version="1.0" encoding="UTF-8"?><style name="child" extends="base"></style>"#
      .write(to: child, atomically: true, encoding: .utf8)
    let (result, time) = try run([
      "lint", folder.appendingPathComponent("good.json").path, "--style", child.path,
    ])
    expectRefusedQuickly(result, time, naming: "base.xml")
  }

  @Test func aFIFOSwiftSource() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"let a = UIAlertController(title: "Delete Draft?", message: nil, preferredStyle: .alert)"#
      .write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    let pipe = folder.appendingPathComponent("Pipe.swift")
    try fifo(pipe)
    let (result, time) = try run([
      "lint", pipe.path, folder.appendingPathComponent("Good.swift").path,
    ])
    expectRefusedQuickly(result, time, naming: "Pipe.swift")
  }

  @Test func aFIFOBackdrop() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try fifo(folder.appendingPathComponent("screen.png"))
    try #"{"id": "behind", "title": "Delete Draft?", "backdrop": "screen.png"}"#
      .write(to: folder.appendingPathComponent("behind.json"), atomically: true, encoding: .utf8)
    let (result, time) = try run(["lint", folder.path])
    expectRefusedQuickly(result, time, naming: "screen.png")
  }

  /// A Swift file nesting brackets past ``BracketDepth``'s budgets is an input error at its
  /// first bracket too deep, in well under two seconds, and the good file beside it is read.
  @Test(arguments: [("[", 22), ("[", 26), ("[", 3000), ("(", 3000)])
  func deeplyNestedSwiftIsRefusedQuickly(bracket: String, depth: Int) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let close = bracket == "[" ? "]" : ")"
    let alert =
      #"let a = UIAlertController(title: "Delete Draft", message: nil, preferredStyle: .alert)"#
    try
      (alert + "\nlet x = " + String(repeating: bracket, count: depth)
      + String(repeating: close, count: depth) + "\n")
      .write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
    try (alert + "\n")
      .write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    let (result, time) = try run([
      "lint", folder.appendingPathComponent("Deep.swift").path,
      folder.appendingPathComponent("Good.swift").path,
    ])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(time < .seconds(2), "took \(time)")
    let column = 9 + (bracket == "[" ? 14 : 100)
    #expect(
      result.stderr.contains("Deep.swift:2:\(column): error: this bracket nests deeper than"),
      "\(result.stderr)")
    #expect(result.stderr.contains("Good.swift:1:"), "the good file is linted: \(result.stderr)")
  }

  @Test func aFIFOSnapshotReference() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("refs")
    let spec = folder.appendingPathComponent("good.json").path
    let options = [
      "--references", references.path, "--report", folder.appendingPathComponent("report").path,
      "--device", "iphone-se",
    ]
    // Recording fails the run by design ("check them and run again").
    let (recorded, _) = try run(["snapshot", spec, "--record", "all"] + options)
    #expect(recorded.status == 1, "\(recorded.stderr)")
    let reference = "good/good.iphone-se.portrait.light@2x.png"
    let path = references.appendingPathComponent(reference)
    #expect(FileManager.default.fileExists(atPath: path.path))
    try FileManager.default.removeItem(at: path)
    try fifo(path)
    let (result, time) = try run(["snapshot", spec] + options)
    expectRefusedQuickly(result, time, naming: reference)
  }
}
