import AlertLayout
import AlertRender
import AlertRun
import AlertSupport
import Foundation

extension Run {
  /// What `render` made: the images, the alerts drawn, the failures.
  package struct Rendered {
    package var outcome: RenderOutcome
    /// The folder the images are in.
    package var folder: String
    /// The alerts whose images were all written.
    package var alerts: Int

    /// "wrote 12 files for 3 alerts to Output/".
    package var description: String {
      let files = outcome.items.reduce(0) { $0 + $1.files.count }
      return "wrote \(FewNames.counted(files, "file")) for "
        + "\(FewNames.counted(alerts, "alert")) to \(folder)/"
    }
  }

  /// Draws every alert in the plan's configurations and formats into the plan's folder
  /// (`Output` by default), once per locale of its group.
  package func render() throws -> Rendered {
    let start = Date()
    let selection = try Selection(plan.look, style: inputs.style)
    let folder = plan.output.out ?? "Output"
    let lock = try prepare([folder], since: start)
    defer { lock?.release() }
    let outcome = RenderRun.run(
      groups, configurations: selection.configurations, formats: selection.formats,
      style: inputs.style, output: plan.output, folder: folder, label: plan.label, sink: sink)
    noteFonts()
    return Rendered(
      outcome: outcome, folder: folder, alerts: inputs.specs.count - outcome.failedIDs.count)
  }

  /// An alert's measured layout in each of the plan's configurations.
  package struct LaidOut {
    package var id: String
    /// The file the alert came from.
    package var file: String
    /// The line the alert starts on: its spec's object, or the Swift call that shows it.
    package var line: Int
    /// Where a Swift alert shown by a call of the app's alert helper is built, in the helper
    /// (`file:line`); `nil` otherwise.
    package var made: String?
    package var geometry: [AlertGeometry]
  }

  /// Each alert's measured layout in the plan's configurations, in input order.
  package func layout() throws -> [LaidOut] {
    let selection = try Selection(plan.look, style: inputs.style)
    let layouter = AlertLayouter(style: inputs.style)
    var found: [String: LaidOut] = [:]
    for (group, chosen) in zip(groups, groups.configurations(selection.configurations)) {
      for spec in group.specs {
        found[spec.id] = LaidOut(
          id: spec.id, file: spec.locations[""]?.file ?? "", line: spec.locations[""]?.line ?? 0,
          made: spec.locations["made"].map { "\($0.file):\($0.line)" },
          geometry: chosen.map { layouter.geometry(of: spec, in: $0) })
      }
    }
    return ids.compactMap { found[$0] }
  }
}
