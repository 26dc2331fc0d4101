import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

@testable import AlertPipeline

/// A worker holds the alerts the run sends it and forgets the earliest beyond
/// ``WorkerMessage/alertsKept``; a draw naming one it does not hold is not the protocol, and
/// ends the worker (the run then draws that item again on a fresh one).
@Suite struct WorkerProtocolTests {
  /// A worker served in this process on `messages`: its exit code and its answers' lines.
  func serve(_ messages: [any Encodable], in folder: URL) throws -> (code: Int32, answers: [String])
  {
    let input = folder.appendingPathComponent("input")
    let output = folder.appendingPathComponent("output")
    try messages.reduce(into: Data()) { $0 += try WorkerMessage.line($1) }.write(to: input)
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let reading = open(input.path, O_RDONLY)
    let writing = open(output.path, O_WRONLY)
    defer {
      close(reading)
      close(writing)
    }
    let code = RenderWorker.serve(input: reading, output: writing)
    let answers = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    return (code, answers.map(String.init))
  }

  @Test func aWorkerDrawsTheAlertsItHoldsAndForgetsTheEarliest() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("worker-protocol-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
    let configuration = ConfigurationKey(
      RenderConfiguration(
        device: style.devices[0], orientation: .portrait, appearance: .light, scale: 2,
        keyboard: .none), in: style)
    let out = folder.appendingPathComponent("out").path
    func draw(_ item: Int, alert: Int) -> WorkerMessage.Draw {
      WorkerMessage.Draw(
        item: item, sheet: 0, alert: alert, configuration: configuration, formats: [.png],
        folder: out)
    }
    let alerts = (0...WorkerMessage.alertsKept).map { number in
      WorkerMessage.Alert(
        alert: number,
        spec: AlertSpec(
          id: "alert-\(number)", title: "Title \(number)",
          buttons: [
            AlertButton(
              label: "OK", role: .cancel, labelLocation: .init(file: "", line: 1, column: 1))
          ]))
    }
    let start: [any Encodable] = [
      WorkerMessage.Start(protocolVersion: WorkerMessage.version),
      WorkerMessage.Sheet(sheet: 0, style: style, pngLevel: 1, pngFilters: 0),
    ]
    // Every alert held: each draw is answered with its file.
    let held = try serve(start + alerts + [draw(0, alert: 1), draw(1, alert: 4)], in: folder)
    #expect(held.code == 0)
    #expect(held.answers.count == 3, "ready and two drawn: \(held.answers)")
    #expect(
      held.answers.dropFirst().allSatisfy { $0.contains("\"drawn\"") && !$0.contains("error") })
    #expect(FileManager.default.fileExists(atPath: out + "/alert-4"))
    // The first alert was forgotten when the fifth arrived.
    let forgotten = try serve(start + alerts + [draw(0, alert: 0)], in: folder)
    #expect(forgotten.code == 2)
    #expect(forgotten.answers.count == 1, "only ready: \(forgotten.answers)")
  }

  /// A message this version does not know, or one before `start`, is not the protocol: the
  /// worker exits with status 2 without answering it.
  @Test func anUnknownMessageOrOneBeforeStartEndsTheWorker() throws {
    struct Stray: Encodable { var message = "dance" }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("worker-protocol-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = WorkerMessage.Start(protocolVersion: WorkerMessage.version)
    let unknown = try serve([start, Stray()], in: folder)
    #expect(unknown.code == 2)
    #expect(unknown.answers.count == 1, "only ready: \(unknown.answers)")
    let early = try serve(
      [WorkerMessage.Lint(item: 0, sheet: 0, specs: [], configurations: []), start], in: folder)
    #expect(early.code == 2)
    #expect(early.answers.isEmpty, "\(early.answers)")
    let known = try serve([start], in: folder)
    #expect(known.code == 0)
  }
}
