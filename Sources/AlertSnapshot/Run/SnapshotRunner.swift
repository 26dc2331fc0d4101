import AlertLayout
import AlertRender
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// Where else snapshots can be rendered and verified: the run's worker processes.
public protocol SnapshotWorkers: Sendable {
  /// The results of `work`, in its order, each rendered with `style` and `pngOptions` and
  /// verified by `verifier`; `advance` once per snapshot. `nil` when the work is too small
  /// for them, and the runner does it on its own threads.
  func verify(
    _ work: [(spec: AlertSpec, configuration: RenderConfiguration)], style: StyleSheet,
    pngOptions: PNGOptions, verifier: SnapshotVerifier, advance: @Sendable () -> Void
  ) -> [Result<SnapshotResult, Error>]?
}

/// Renders alerts in every configuration, on worker processes when given, else on several
/// threads (sharing one renderer, whose font work runs on the font thread); verifies each
/// render, checks the environment fingerprint and finds orphaned references.
public struct SnapshotRunner: Sendable {
  public var style: StyleSheet
  public var configurations: [RenderConfiguration]
  public var verifier: SnapshotVerifier
  /// Whether the run was narrowed to some alerts; a filtered run never reports orphans.
  public var filtered: Bool
  /// Delete orphaned references (only on an unfiltered run).
  public var prune: Bool
  public var jobs: Int
  public var pngOptions: PNGOptions
  /// Only this shard's alert configurations are compared; orphans are still found against
  /// every alert's references, so each part reports the same ones.
  public var shard: Shard?
  /// Worker processes to render and verify on; `nil` works on `jobs` threads.
  public var workers: (any SnapshotWorkers)?

  public init(
    style: StyleSheet, configurations: [RenderConfiguration], verifier: SnapshotVerifier,
    filtered: Bool = false, prune: Bool = false,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, pngOptions: PNGOptions = PNGOptions(),
    shard: Shard? = nil
  ) {
    self.shard = shard
    self.style = style
    self.configurations = configurations
    self.verifier = verifier
    self.filtered = filtered
    self.prune = prune
    self.jobs = jobs
    self.pngOptions = pngOptions
  }

  /// Runs every alert of `specs`; `advance` is called once per snapshot, from any thread.
  public func run(_ specs: [AlertSpec], advance: @Sendable () -> Void = {}) throws
    -> SnapshotSummary
  {
    let fonts = try FontEnvironment.forStyle(style)
    let current = try Fingerprint.current(fonts: fonts)
    let stored = try Fingerprint.load(from: verifier.references)
    let all = specs.flatMap { spec in configurations.map { (spec, $0) } }
    let shard = self.shard
    let work = all.filter { spec, configuration in
      shard?.contains(Shard.key(id: spec.id, configuration: configuration.slug)) ?? true
    }
    let style = self.style
    let verifier = self.verifier
    let pngOptions = self.pngOptions
    let renderer = AlertRenderer(style: style, pngOptions: pngOptions)
    let results =
      workers?.verify(
        work, style: style, pngOptions: pngOptions, verifier: verifier, advance: advance)
      ?? Parallel.map(work.count, threads: jobs) { index in
        let (spec, configuration) = work[index]
        defer { advance() }
        return Result {
          let image = try renderer.rendered(spec, in: configuration)
          return try verifier.verify(
            id: spec.id, configuration: configuration, png: image.png, pixels: image.pixels,
            geometry: image.geometry)
        }
      }
    var summary = SnapshotSummary(recordMode: verifier.mode, options: verifier.options)
    summary.collect(try results.map { try $0.get() })
    if let stored {
      summary.environment = current.differences(from: stored)
    } else if summary.results.contains(where: { $0.status == .passed || $0.status == .failed }) {
      summary.environment = [
        "there is no \(SnapshotNames.fingerprint) beside the references, so where they were recorded is unknown"
      ]
    }
    if stored == nil && !summary.recorded.isEmpty || verifier.mode == .all && !filtered {
      try current.save(to: verifier.references)
    }
    if !filtered {
      let expected = Set(all.map { SnapshotNames.reference(id: $0.0.id, $0.1) })
      let scan = Orphans.scan(
        verifier.references, expected: expected, ids: Set(specs.map(\.id)),
        slugs: Set(configurations.map(\.slug)), devices: Set(style.devices.map(\.id)))
      summary.orphaned = scan.orphaned
      summary.notReferences = scan.notReferences
      if prune {
        for name in summary.orphaned {
          try OutputFolder(verifier.references.path).remove(name)
          summary.pruned.append(name)
        }
      }
    }
    return summary
  }
}
