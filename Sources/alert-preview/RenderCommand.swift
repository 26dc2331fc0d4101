import AlertPipeline
import AlertRender
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview render PATH... --out DIR`: previews as PNG and SVG files.
enum RenderCommand {
  static let help = """
    USAGE: alert-preview render PATH... [--out DIR] [options]

    Renders every alert of the spec files (or folders of them), or of Swift sources (see
    `alert-preview help extract`), into DIR as iOS draws it.

    OPTIONS:
      --out DIR              where to write (default: Output); files are <id>/<id>.<device>.<orientation>.<appearance>[.<locale>][.<size>]@<scale>x.<format>
      --format LIST          png, svg or both (default: png)
      --device LIST          device ids of the style sheet, or all (default: all)
      --orientation LIST     portrait, landscape or all (default: all)
      --appearance LIST      light, dark or all (default: light)
      --scale LIST           pixels per point: 1, 2, 3, or native for each device's own
                             (3 on most iPhones, 2 on iPhone SE and iPads) (default: 2, so
                             file names and snapshot references stay @2x on every device)
      --text-size LIST       Dynamic Type sizes: xS S M L xL xxL xxxL AX1 … AX5 (or UIKit's
                             names), or all (default: the style sheet's sizes, Large unless
                             it lists others); sizes other than L go into file names
    \(KeyboardOption.help)
    \(LocaleSelection.help)
      --style NAME|PATH      style sheet: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app,
                             or a sheet's path (default: ios)
      --backdrop FILE        a PNG of the app screen to draw behind every alert (in place of
                             the specs' "backdrop"): fitted to the screen, dimmed, and seen
                             blurred through the alert's material
      --chrome MODE          none (default), status (the status bar at 9:41 and the home
                             indicator) or device (also the camera cutout and screen corners)
      --png-level N          zlib level 0-9 for PNGs (default: 1, fast; 9 is smallest)
      -j, --jobs N           threads (default: all cores)
    \(Options.shardHelp)
                             (the parts' folders together hold every image)
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Selection.valuedOptions.union(Inputs.valuedOptions).union(Options.output)
        .union(LocaleSelection.valuedOptions).union(ScreenOptions.valuedOptions)
        .union(["--shard"]),
      flags: [])
    let start = Date()
    let shard = try Options.shard(arguments)
    let locales = try LocaleSelection(arguments)
    var inputs = try Inputs.load(arguments.positional, arguments)
    let selection = try Selection(arguments, style: inputs.style)
    let groups = locales.groups(&inputs)
    let folder = arguments.value("--out") ?? "Output"
    try OutputFolder(folder).create()
    LeftoverTemporaryFiles.remove(in: [folder], subfolders: inputs.specs.map(\.id), before: start)
    var outcome = RenderOutcome(items: [], failures: [], failedIDs: [])
    for (group, configurations) in zip(groups, groups.configurations(selection.configurations)) {
      let part = RenderRun.run(
        group.specs, configurations: configurations, formats: selection.formats,
        style: inputs.style, pngOptions: try Options.png(arguments), folder: folder,
        jobs: try Options.jobs(arguments), label: "render", shard: shard)
      outcome.items += part.items
      outcome.failures += part.failures
      outcome.failedIDs.formUnion(part.failedIDs)
    }
    for failure in outcome.failures { Terminal.diagnostic(failure.description) }
    let files = outcome.items.reduce(0) { $0 + $1.files.count }
    let alerts = inputs.specs.count - outcome.failedIDs.count
    print("wrote \(files) files for \(alerts) alerts to \(folder)/")
    if let note = FontNote.line(inputs.style) { Terminal.error("render: " + note) }
    return inputs.diagnostics.isEmpty && outcome.failures.isEmpty ? 0 : 2
  }
}
