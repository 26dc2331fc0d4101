import AlertGallery
import AlertLayout
import AlertRender
import AlertSpec
import Foundation

/// `alert-preview gallery PATH... --out DIR`: renders the alerts and writes an index page.
enum GalleryCommand {
  static let help = """
    USAGE: alert-preview gallery PATH... [--out DIR] [options]

    Renders every alert (as `render` does) and writes DIR/index.html, a page for design review
    that shows each alert's portrait and landscape previews. Input errors appear on the page.

    OPTIONS:
      --out DIR              where to write (default: Output)
      --title TEXT           the page's title (default: Alert previews)
      --device, --orientation, --appearance, --scale, --format, --style, --png-level, -j
                             as for `alert-preview render`
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Selection.valuedOptions.union(Inputs.valuedOptions).union(Options.output)
        .union(["--title"]),
      flags: [])
    let inputs = try Inputs.load(arguments.positional, arguments)
    let folder = arguments.value("--out") ?? "Output"
    let index = try build(
      inputs, arguments: arguments, folder: folder, title: arguments.value("--title"))
    print(index)
    return inputs.diagnostics.isEmpty ? 0 : 2
  }

  /// Renders and writes the gallery; returns the path of index.html.
  static func build(_ inputs: Inputs, arguments: Arguments, folder: String, title: String?) throws
    -> String
  {
    let selection = try Selection(arguments, style: inputs.style)
    let items = try RenderRun.run(
      inputs.specs, configurations: selection.configurations, formats: selection.formats,
      style: inputs.style, pngOptions: try Options.png(arguments), folder: folder,
      jobs: try Options.jobs(arguments), label: "gallery")
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let entries = inputs.specs.map { spec in
      GalleryEntry(
        spec: spec,
        images: items.filter { $0.spec.id == spec.id }.compactMap { item in
          guard let png = item.files.first(where: { $0.hasSuffix(".png") }) else { return nil }
          let g = item.geometry
          return GalleryImage(
            path: String(png.dropFirst(png.hasPrefix(prefix) ? prefix.count : 0)),
            width: Int(g.screen.width), height: Int(g.screen.height),
            deviceName: g.deviceName, orientation: g.orientation.rawValue,
            appearance: g.appearance.rawValue,
            buttonsInVisualOrder: g.buttons.map { spec.buttons[$0.specIndex] },
            stacked: g.stacked,
            emphasisedLabel: g.buttons.first(where: \.emphasised)?.label)
        })
    }
    let page = GalleryPage(
      title: title ?? "Alert previews", styleName: inputs.style.name, entries: entries,
      errors: inputs.diagnostics.map {
        GalleryInputError(location: $0.location.description, message: $0.message)
      })
    return try GalleryWriter.write(page, to: folder)
  }
}
