import AlertLayout
import AlertPipeline
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview layout PATH...`: the measured layout as JSON, the contract tests and the
/// linter build on (documented in docs/layout.md).
enum LayoutCommand {
  static let help = """
    USAGE: alert-preview layout PATH... [options]

    Prints, as JSON, where every piece of each alert goes in each configuration: the alert's
    frame, each text block's frame, font, colour and line count, each button's frame, label,
    role, emphasis and colour, and whether the buttons stacked. All lengths are in points.

    OPTIONS:
      --output FILE          write the JSON to FILE instead of stdout
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
    """

  /// The document the command prints.
  struct Document: Encodable {
    struct Alert: Encodable {
      var id: String
      var file: String
      var configurations: [AlertGeometry]
    }
    var style: String
    var alerts: [Alert]
  }

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Selection.valuedOptions.union(Inputs.valuedOptions).union(["--output"])
        .union(LocaleSelection.valuedOptions),
      flags: [])
    let locales = try LocaleSelection(arguments)
    var inputs = try Inputs.load(arguments.positional, arguments)
    let selection = try Selection(arguments, style: inputs.style)
    let groups = locales.groups(&inputs)
    let layouter = AlertLayouter(style: inputs.style)
    var alerts: [Document.Alert] = []
    for (group, configurations) in zip(groups, groups.configurations(selection.configurations)) {
      for spec in group.specs {
        alerts.append(
          Document.Alert(
            id: spec.id, file: spec.locations[""]?.file ?? "",
            configurations: configurations.map { layouter.geometry(of: spec, in: $0) }))
      }
    }
    let order = inputs.specs.map(\.id)
    alerts.sort { (order.firstIndex(of: $0.id) ?? 0) < (order.firstIndex(of: $1.id) ?? 0) }
    let document = Document(style: inputs.style.name, alerts: alerts)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = try encoder.encode(document) + Data("\n".utf8)
    if let output = arguments.value("--output") {
      try AtomicFile.write(json, to: output)
    } else {
      FileHandle.standardOutput.write(json)
    }
    return inputs.diagnostics.isEmpty ? 0 : 2
  }
}
