import AlertLayout
import AlertRender
import AlertSnapshot
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview-bench --snapshot [N]`: renders N alerts (iPhone SE portrait @2x) to files,
/// records them as references, then verifies them, in alternating rounds on all cores, and
/// prints the verify/render ratio. A second verify runs against references re-encoded at
/// zlib level 9, where the PNG bytes differ and the pixels must be decoded and compared.
enum SnapshotBench {
  static func run(_ arguments: [String]) throws {
    let count = arguments.compactMap { Int($0) }.first ?? 1000
    let rounds = 3
    let style = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
    guard let device = style.devices.first(where: { $0.id == "iphone-se" }) else { return }
    let configuration = RenderConfiguration(
      device: device, orientation: .portrait, appearance: .light, scale: 2)
    let here = SourceLocation(file: "bench", line: 1, column: 1)
    let specs = (0..<count).map { n in
      AlertSpec(
        id: "bench-\(n)", title: "Delete “Vacation Photos”?",
        message: "This album and its \(n) photos will be deleted from all your devices.",
        buttons: [
          AlertButton(label: "Cancel", role: .cancel, labelLocation: here),
          AlertButton(label: "Delete", role: .destructive, labelLocation: here),
        ])
    }
    let jobs = ProcessInfo.processInfo.activeProcessorCount
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alert-preview-bench-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let refs = root.appendingPathComponent("refs")
    let recoded = root.appendingPathComponent("refs-level9")
    func runner(_ folder: URL, _ mode: RecordMode, level: Int = 1) -> SnapshotRunner {
      SnapshotRunner(
        style: style, configurations: [configuration],
        verifier: SnapshotVerifier(references: folder, artifacts: nil, mode: mode),
        jobs: jobs, pngOptions: PNGOptions(level: level, filters: level >= 6 ? .all : .none))
    }
    _ = try runner(refs, .all).run(specs)  // warm-up and references
    _ = try runner(recoded, .all, level: 9).run(specs)
    var memory: [Double] = []
    var render: [Double] = []
    var verify: [Double] = []
    var decode: [Double] = []
    for round in 0..<rounds {
      memory.append(time { renderInMemory(specs, configuration, style, jobs) })
      render.append(try time { try renderToFiles(specs, configuration, style, jobs, root, round) })
      verify.append(
        try time {
          let summary = try runner(refs, .never).run(specs)
          guard summary.passed.count == count, summary.warnings.isEmpty else {
            throw SnapshotInputError("verification did not pass: \(TextReport.totals(summary))")
          }
        })
      decode.append(try time { _ = try runner(recoded, .never).run(specs) })
    }
    let m = median(memory)
    let r = median(render)
    let v = median(verify)
    let d = median(decode)
    print(
      "alert-preview-bench --snapshot: \(count) alerts, iPhone SE portrait @2x, \(jobs) threads, median of \(rounds) rounds"
    )
    print(
      String(
        format: "render to PNG in memory         %7.2f s  %6.2f ms/alert", m,
        m * 1000 / Double(count)))
    print(
      String(
        format: "render to PNG files             %7.2f s  %6.2f ms/alert", r,
        r * 1000 / Double(count)))
    print(
      String(
        format:
          "verify (render + compare)       %7.2f s  %6.2f ms/alert  ratio %.2f× (%.2f× in memory)",
        v, v * 1000 / Double(count), v / r, v / m))
    print(
      String(
        format:
          "verify, references re-encoded  %7.2f s  %6.2f ms/alert  ratio %.2f× (%.2f× in memory)",
        d, d * 1000 / Double(count), d / r, d / m))
  }

  static func renderInMemory(
    _ specs: [AlertSpec], _ configuration: RenderConfiguration, _ style: StyleSheet, _ jobs: Int
  ) {
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
      let renderer = AlertRenderer(style: style)
      for index in stride(from: worker, to: specs.count, by: jobs) {
        _ = try? renderer.png(specs[index], in: configuration)
      }
    }
  }

  static func renderToFiles(
    _ specs: [AlertSpec], _ configuration: RenderConfiguration, _ style: StyleSheet, _ jobs: Int,
    _ root: URL, _ round: Int
  ) throws {
    let folder = root.appendingPathComponent("render-\(round)").path
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
      let renderer = AlertRenderer(style: style)
      for index in stride(from: worker, to: specs.count, by: jobs) {
        _ = try? renderer.write(specs[index], in: configuration, formats: [.png], to: folder)
      }
    }
  }

  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
