import AlertGallery
import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// Turns renders and findings into the gallery's entries.
enum GalleryEntries {
  /// One entry per spec, in input order, with its images and findings.
  static func make(
    _ specs: [AlertSpec], items: [RenderedItem], findings: [Finding], folder: String
  ) -> [GalleryEntry] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let itemsByID = Dictionary(grouping: items, by: \.spec.id)
    let findingsByID = Dictionary(grouping: findings, by: \.alertID)
    return specs.map { spec in
      let images = (itemsByID[spec.id] ?? []).compactMap { item -> GalleryImage? in
        let files = item.files.map {
          String($0.dropFirst($0.hasPrefix(prefix) ? prefix.count : 0))
        }
        guard let png = files.first(where: { $0.hasSuffix(".png") }) ?? files.first else {
          return nil
        }
        let g = item.geometry
        return GalleryImage(
          path: png, width: Int(g.screen.width), height: Int(g.screen.height),
          deviceName: g.deviceName, orientation: g.orientation.rawValue,
          appearance: g.appearance.rawValue,
          buttonsInVisualOrder: g.buttons.compactMap {
            spec.buttons.indices.contains($0.specIndex) ? spec.buttons[$0.specIndex] : nil
          },
          stacked: g.stacked,
          emphasisedLabel: g.buttons.first(where: \.emphasised)?.label, files: files)
      }
      return GalleryEntry(spec: spec, images: images, findings: findingsByID[spec.id] ?? [])
    }
  }
}

/// Lints the gallery's alerts on several threads, one linter per thread.
enum GalleryLint {
  static func run(_ inputs: Inputs, jobs: Int) -> LintReport {
    let specs = inputs.specs
    let workers = max(1, min(jobs, specs.count))
    let chunk = (specs.count + workers - 1) / max(workers, 1)
    let reports = Reports(count: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let slice = Array(specs.dropFirst(worker * chunk).prefix(chunk))
      guard !slice.isEmpty else { return }
      reports.set(worker, Linter(style: inputs.style).lint(slice))
    }
    return LintReport(
      alerts: specs, findings: reports.items.flatMap { $0?.findings ?? [] },
      inputErrors: inputs.diagnostics, rules: Linter.rules, styleName: inputs.style.name)
  }

  private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [LintReport?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ report: LintReport) {
      lock.lock()
      items[index] = report
      lock.unlock()
    }
  }
}
