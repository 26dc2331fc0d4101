import AlertCommandLine
import AlertRun

/// `alert-preview help [COMMAND]`: the overview, or a command's help made from its declaration.
enum Help {
  static let version = AlertPreviewVersion.current

  static var overview: String {
    // Each command's usage up to its options: `render [PATH...]`, `merge PART...`.
    let synopses = Commands.all.map { command in
      command.usage.split(separator: " ").prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[-") }
        .filter { $0 != "[options]" }.joined(separator: " ")
    }
    let width = (synopses.map(\.count).max() ?? 20) + 4
    let commands = zip(Commands.all, synopses).map { command, synopsis in
      ("  " + synopsis).padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract
    }
    return """
      alert-preview: iOS alert previews from JSON specs, drawn as iOS draws them.

      USAGE: alert-preview [COMMAND] [PATH...] [options]

      With no command, renders the bundled examples (Examples/) into Output/ and prints the
      path of the index page. Run it from the repository root.

      COMMANDS:
      \(commands.joined(separator: "\n"))
      \("  help [COMMAND]".padding(toLength: width, withPad: " ", startingAt: 0))show help for a command

      PATH is a spec file, a Swift file, or a folder of either: alerts in Swift sources are read
      where they live (see `alert-preview help extract`). Without PATH, a command reads what
      the project file (.alert-preview.yml, found from the working folder up) includes; its
      settings apply to every command, and flags override them (`alert-preview help config`).

      Alert text may come from the app's strings: a spec's fields can name keys and --locale
      LIST|all (on render, layout, lint, gallery and snapshot) shows them in other locales and
      pseudo-locales (see `alert-preview help render`).

      Exit codes: 0 clean, 1 error-level lint findings or a snapshot mismatch, 2 usage or input
      errors (the other files are still processed).
      Run `alert-preview help COMMAND` for a command's options.
      """
  }

  static func show(_ name: String?) -> Int32 {
    switch name {
    case nil, "help"?: print(overview)
    case let name?:
      guard let command = Commands.named(name) else {
        let names = Commands.all.map(\.name).joined(separator: ", ")
        Terminal.error("alert-preview: error: no help for '\(name)'; the commands are \(names).")
        return 2
      }
      print(HelpText.of(command))
    }
    return 0
  }
}
