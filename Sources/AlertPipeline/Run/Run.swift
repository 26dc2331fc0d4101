import AlertRun
import AlertSpec
import AlertSupport
import Foundation

/// A run under way: its plan, with the inputs read and grouped by the locales they are shown
/// in. Input errors and notes have gone to the sink; the products are its methods
/// (``render(formats:folder:)``, ``lint(textSizes:)``, ``gallery(_:)``, ``review(_:)``,
/// ``snapshot(_:)``, ``layout()``).
package struct Run {
  package let plan: RunPlan
  /// The specs and style sheet, with the input errors.
  package var inputs: Inputs
  /// The specs with their text read, by the locales they are shown in.
  package var groups: [LocaleSelection.Group]
  /// Where diagnostics, notes and progress go.
  package let sink: any RunSink

  /// Reads what `plan` names; throws when it names nothing or the style sheet cannot be read.
  package static func start(_ plan: RunPlan, sink: any RunSink) throws -> Run {
    var inputs = try Inputs.load(plan.paths, plan.inputs, threads: plan.output.jobs, sink: sink)
    let groups = plan.locales.groups(&inputs, sink: sink)
    return Run(plan: plan, inputs: inputs, groups: groups, sink: sink)
  }

  /// The ids of the alerts read, in input order.
  package var ids: [String] { inputs.specs.map(\.id) }

  /// The exit code: 2 when an input failed to load or `inputFailed`, else 1 when `failed`,
  /// else 0.
  package func exitCode(failed: Bool = false, inputFailed: Bool = false) -> Int32 {
    !inputs.diagnostics.isEmpty || inputFailed ? 2 : failed ? 1 : 0
  }

  /// Tells the sink when the sheet's fonts are stand-ins, as "render: …".
  package func noteFonts() {
    if let note = FontNote.line(inputs.style) { sink.diagnostic("\(plan.label): " + note) }
  }

  /// Creates `folder` (a bad path is one error before any work), takes the first folder's
  /// ``FolderLock`` (waiting, and saying so, while another run writes into it), and removes the
  /// temporary files an interrupted earlier run left in the folders and the alerts'
  /// subfolders. The caller holds the lock until the run has written everything.
  func prepare(_ folders: [String], subfolders extra: [String] = [], since start: Date) throws
    -> FolderLock?
  {
    for folder in folders { try OutputFolder(folder).create() }
    let lock = try folders.first.map { folder in
      try FolderLock(folder) { holder in
        let who = holder.map { "another alert-preview run (process \($0))" } ?? "another run"
        sink.diagnostic("\(plan.label): waiting for \(who) that is writing into \(folder)/")
      }
    }
    LeftoverTemporaryFiles.remove(in: folders, subfolders: extra + ids, before: start)
    return lock
  }
}
