import AlertRun

/// Help text for every command.
enum Help {
  static let version = AlertPreviewVersion.current
  static let commands = [
    "render", "layout", "gallery", "review", "lint", "snapshot", "merge", "extract", "import",
    "serve", "help",
  ]

  static let overview = """
    alert-preview: iOS alert previews from JSON specs, drawn as iOS draws them.

    USAGE: alert-preview [COMMAND] [PATH...] [options]

    With no command, renders the bundled examples (Examples/) into Output/ and prints the
    path of the index page. Run it from the repository root.

    COMMANDS:
      render PATH...     write PNG and SVG previews
      layout PATH...     print the measured layout as JSON
      gallery PATH...    render, lint and write a static site for design review
      review PATH...     write a PDF review pack: a cover, then a page per alert
      lint PATH...       check the copy against the rules (text, json, sarif, github, junit)
      snapshot PATH...   compare renders with reference PNGs (snapshot tests for CI)
      merge PART...      join the parts of a run split with --shard I/N (CI job matrices)
      extract PATH...    find the alerts in Swift sources and print them as specs
      import CATALOG     write a spec per alert of a String Catalog's (or .lproj's) keys
      serve [PATH...]    a local web app: edit copy, see the preview and findings update
      help [COMMAND]     show help for a command

    PATH is a spec file, a Swift file, or a folder of either: alerts in Swift sources are read
    where they live (see `alert-preview help extract`).

    Alert text may come from the app's strings: a spec's fields can name keys and --locale
    LIST|all (on render, layout, lint, gallery and snapshot) shows them in other locales and
    pseudo-locales (see `alert-preview help render`).

    Exit codes: 0 clean, 1 error-level lint findings or a snapshot mismatch, 2 usage or input
    errors (the other files are still processed).
    Run `alert-preview help COMMAND` for a command's options.
    """

  static func show(_ command: String?) -> Int32 {
    switch command {
    case "render": print(RenderCommand.help)
    case "layout": print(LayoutCommand.help)
    case "gallery": print(GalleryCommand.help)
    case "review": print(ReviewCommand.help)
    case "lint": print(LintCommand.help)
    case "snapshot": print(SnapshotCommand.help)
    case "extract": print(ExtractCommand.help)
    case "import": print(ImportCommand.help)
    case "serve": print(ServeCommand.help)
    case "merge": print(MergeCommand.help)
    case nil, "help": print(overview)
    case let other?:
      Terminal.error(
        "alert-preview: error: no help for '\(other)'; the commands are \(commands.joined(separator: ", "))."
      )
      return 2
    }
    return 0
  }
}
