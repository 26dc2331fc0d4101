import AlertRun
import AlertSnapshot
import AlertSpec
import AlertSupport

/// What a snapshot run may do with its orphaned references (`--prune`, `--prune --yes`): list
/// them, list what would go, or delete them.
package enum SnapshotPrune: Equatable, Sendable {
  /// No `--prune`: orphans are listed.
  case list
  /// `--prune` alone: a dry run that lists what `--prune --yes` deletes.
  case dryRun
  /// `--prune --yes`: the orphans are deleted.
  case delete
  /// `--prune` in a run where some inputs failed to load (the files named): nothing is
  /// deleted, since the alerts of those inputs would look orphaned.
  case refused([String])

  /// The choice of `--prune` and `--yes` in a run whose input errors are `diagnostics`.
  package init(prune: Bool, yes: Bool, diagnostics: [SpecDiagnostic]) throws {
    guard prune else {
      if yes {
        throw UsageError("--yes confirms the deletions of --prune; give --prune --yes.")
      }
      self = .list
      return
    }
    var failed: [String] = []
    for file in diagnostics.map(\.location.file) where !failed.contains(file) {
      failed.append(file)
    }
    self = !failed.isEmpty ? .refused(failed) : yes ? .delete : .dryRun
  }

  /// How an orphan's line starts in the text output.
  package func verb(pruned: Bool) -> String {
    switch self {
    case .delete where pruned: "pruned"
    case .dryRun: "would prune (--prune --yes deletes)"
    case .refused: "not made by this run (some inputs failed to load)"
    default: "orphaned (no alert produced it; --prune lists, --prune --yes deletes)"
    }
  }

  /// The sentence for stderr after the run, or `nil` when there is nothing to say.
  package func note(orphans: Int) -> String? {
    switch self {
    case .refused(let files):
      let inputs = files.count == 1 ? "an input" : "\(files.count) inputs"
      return "snapshot: --prune deleted nothing: \(inputs) failed to load "
        + "(\(FewNames.joined(files))), so the references of \(files.count == 1 ? "its" : "their") "
        + "alerts would look "
        + "orphaned. Fix the input errors above and run again."
    case .dryRun where orphans > 0:
      let references = orphans == 1 ? "1 reference" : "\(orphans) references"
      return "snapshot: --prune: \(references) would be deleted, and nothing was; run again "
        + "with --prune --yes to delete \(orphans == 1 ? "it" : "them")."
    case .dryRun:
      return "snapshot: --prune: no orphaned references; nothing to delete."
    default:
      return nil
    }
  }
}
