/// The commands that read an app or serve it: extract, import, serve, config.
extension Commands {
  public static let extract = CommandDeclaration(
    "extract", abstract: "find the alerts in Swift sources and print them as specs",
    usage: "extract PATH... [--out DIR] [--verbose]",
    discussion: """
      Finds the alerts in Swift files, or in a whole repository (folders are walked; hidden
      folders, .build, Pods, Carthage, node_modules, DerivedData and asset catalogs are not
      entered), with the Swift parser: UIKit UIAlertController alerts and action sheets with
      their addAction, addTextField and preferredAction calls, SwiftUI .alert(…) and
      .confirmationDialog(…) modifiers and the deprecated Alert(…), and every call of the app's
      own alert helpers (a function whose alert reads its parameters, a UIAlertController
      convenience initialiser or extension that adds actions). Prints them as one spec file,
      {"alerts": [ … ]}, on stdout, with a summary on stderr. Each id is made from the type
      and member the alert is in and its title's key or first words, so it stays when lines
      are added.

      Copy is followed across the repository: constants, SwiftGen's L10n accessors and other
      generated enums, NSLocalizedString and String(localized:) keys looked up in the app's
      .strings files and String Catalogs (their development language), text chosen in
      branches (the first branch). Text iOS looks up is written as a key of the strings that
      hold it, with "strings" pointing at them. Copy known only at run time (an error's
      description, a user's name) becomes a named placeholder such as {count}, and the fields
      that are wholly so are listed under "runTime" with what they are read from.

      --verbose counts the alerts found, those with every field's text and those with some
      known only at run time (by field), and the calls skipped or read in part, by reason.
      """,
    options: [
      Options.extractFolder.use(), Options.verbose.use(),
    ],
    footer: "Exit codes: 0 done (even if no alert was found); 2 usage or input errors.")

  public static let importCatalog = CommandDeclaration(
    "import", abstract: "write a spec per alert of a String Catalog's (or .lproj's) keys",
    usage: "import CATALOG [--keys PATTERN] [--table NAME] [--out DIR] [--force]",
    discussion: """
      Writes one spec per alert found in the keys of the app's strings: CATALOG is an .xcstrings
      file, or a folder of .xcstrings files and <locale>.lproj folders. Each spec names its
      keys ({"key": …}) and points "strings" at CATALOG, so `--locale` shows it in every
      language of the app.

      HOW KEYS MAKE ALERTS:
        <alert>.title                    the title
        <alert>.message                  the message
        <alert>.button.<name>            a button (also buttons., action.); cancel gets the
                                         cancel role and comes first; delete, remove, erase
                                         and destructive the destructive role; others default
        <alert>.field.<name>             a text field's placeholder (also placeholder.,
                                         textField.)
      Keys with the same <alert> make one spec, <alert> with dots as hyphens for its id:
      alert.delete.title, alert.delete.message and alert.delete.button.cancel make
      alert-delete.json. Matching keys of no such shape are listed and skipped. An id over 64
      characters, or one an earlier <alert> (in key order) already makes, as a..b and a/b both
      make a-b, is cut and ends in six hex digits of a hash of its <alert> (a-b-4c1d2e), the
      same in every run; a note names both.
      """,
    options: [
      Options.keys.use(), Options.table.use(),
      Options.extractFolder.use(
        help: "where to write <id>.json", default: "the current folder"),
      Options.force.use(),
    ],
    footer: "Exit codes: 0 written; 2 usage or input errors, or specs that exist without --force.")

  public static let serve = CommandDeclaration(
    "serve", abstract: "a local web app: edit copy, see the preview and findings update",
    usage:
      "serve [PATH...] [--port N] [--host ADDRESS] [--style NAME|PATH] [--report DIR] "
      + "[--references DIR]",
    discussion: """
      Serves a local web app for editing alert copy: the index lists the alerts in PATH
      (default: what the project file includes, else Examples) with previews and their worst
      finding; an alert's page shows it as iOS draws it, with controls for device, orientation,
      appearance, text size and locale, its findings, and an editor for the title, message,
      buttons and text fields. Typing redraws the preview and relints. Save writes what changed
      back into the alert's spec file, keeping its comments, formatting and other alerts; a
      file changed on disk since the page loaded it is never overwritten. Alerts from Swift
      sources are shown read-only. /gallery/ is the static gallery of PATH, built when asked
      for. Pages update by themselves when a spec or style sheet changes on disk. Ctrl-C stops
      the server.

      /snapshots/ shows the snapshot report in --report DIR (default snapshot-report) when there
      is one; with --references DIR, each group of failures there has an Accept button that
      writes its new renders over those references, as the printed command would.

      The image and lint API (GET /render/ID.png, POST /render.png, POST /lint…) is described in
      docs/serve.md.
      """,
    options: [
      Options.port.use(), Options.host.use(), Options.style.use(),
      Options.report.use(help: "the snapshot report shown at /snapshots/"),
      Options.references.use(
        help: "the snapshot references the report's Accept buttons write (none without it)"),
    ],
    footer: "Exit codes: 0 stopped by Ctrl-C or SIGTERM, 2 usage errors or an address in use.")

  public static let config = CommandDeclaration(
    "config", abstract: "print the effective configuration and where each value came from",
    usage: "config [options]",
    discussion: """
      Reads the project file (.alert-preview.yml, the nearest from the working folder up, or
      --config FILE) and the options given, and prints every setting the project file can hold:
      its value and where it came from (the command line, file:line:column, or the default).
      Flags given here override the file, as they do for every command.
      """,
    options: ProjectFileKeys.options.uses,
    footer: "Exit codes: 0 printed, 2 a project file or option that cannot be read.")
}
