import AlertRun
import AlertSnapshot

/// How `snapshot` compares, records and reports.
extension Options {
  public static let references = Option<String>.text(
    "references", ["--references"], "DIR", help: "the reference PNGs and fingerprint.json",
    fileKey: "references", paths: .all)

  public static let record = Option<RecordMode>.value(
    "record", ["--record"], "MODE",
    help: "missing, all, failed or never (the default when CI is set); ALERT_PREVIEW_RECORD "
      + "overrides the defaults. A run that records fails",
    default: "missing",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: RecordMode.self, for: "--record")
    })

  public static let report = Option<String>.text(
    "report", ["--report"], "DIR", help: "failure images, index.html, report.json, junit.xml",
    default: "snapshot-report")

  /// What `snapshot` prints.
  public enum SnapshotFormat: String, CaseIterable, Sendable { case text, json, junit }

  public static let snapshotFormat = Option<SnapshotFormat>.value(
    "snapshot-format", ["--format"], "FORMAT", help: "what to print: text, json or junit",
    default: "text",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: SnapshotFormat.self, for: "--format")
    })

  public static let filter = Option<[String]>.list(
    "filter", ["--filter"], "ID...", help: "only these alert ids (orphans are then not reported)",
    read: { texts throws(UsageError) in texts })

  public static let only = Option<[String]>.list(
    "only", ["--only"], "LIST",
    help: "only these configurations, as reference names spell them (iphone-se.portrait.dark@2x; "
      + "orphans are then not reported): what a group's accept command re-records",
    read: { texts throws(UsageError) in texts })

  public static let prune = Option<Bool>.flag(
    "prune", ["--prune"],
    help: "list the orphaned references that --prune --yes deletes (unfiltered runs only; the "
      + "exit status is unchanged): files named as references of alerts or devices that no "
      + "longer exist; other PNG files are listed as not references and kept. Refused, "
      + "deleting nothing, when any input failed to load")

  public static let yes = Option<Bool>.flag("yes", ["--yes"], help: "with --prune: delete them")

  public static let threshold = fraction(
    "threshold", "T", "pixelmatch threshold 0-1", default: "0.1", what: "a number from 0 to 1",
    example: "0.05")

  public static let windowPixels = Option<Int>.value(
    "window-pixels", ["--window-pixels"], "N",
    help: "most differing pixels allowed in any 16×16 window", default: "12",
    read: { text throws(UsageError) in
      guard let value = Int(text), value >= 0 else {
        throw UsageError(
          "--window-pixels must be a whole number of pixels, such as 12, not '\(text)'.")
      }
      return value
    })

  public static let budget = fraction(
    "budget", "FRACTION", "most differing pixels allowed in all, as a fraction", default: "0.0005",
    what: "a fraction from 0 to 1", example: "0.0005")

  public static let noCheckerboard = Option<Bool>.flag(
    "no-checkerboard", ["--no-checkerboard"],
    help: "blend semi-transparent pixels over white, not pixelmatch's checkerboard, before "
      + "comparing them")

  public static let diffAlpha = fraction(
    "diff-alpha", "A", "opacity of the faded reference behind the differences, 0-1",
    default: "0.1", what: "an opacity from 0 to 1", example: "0.1")

  public static let diffColor = color(
    "diff-color", "colour of differing pixels", default: "255,0,0", example: "255,0,0")

  public static let diffColorAlt = color(
    "diff-color-alt", "colour of differing pixels where the render is darker",
    default: "--diff-color", example: "0,255,0")

  public static let aaColor = color(
    "aa-color", "colour of anti-aliased pixels", default: "255,255,0", example: "255,255,0")

  public static let diffMask = Option<Bool>.flag(
    "diff-mask", ["--diff-mask"],
    help: "draw only the differences, on a transparent background")

  private static func fraction(
    _ id: String, _ placeholder: String, _ help: String, default defaultText: String,
    what: String, example: String
  ) -> Option<Double> {
    .value(
      id, ["--" + id], placeholder, help: help,
      default: defaultText,
      read: { text throws(UsageError) in
        guard let value = Double(text), (0...1).contains(value) else {
          throw UsageError("--\(id) must be \(what), such as \(example), not '\(text)'.")
        }
        return value
      })
  }

  private static func color(
    _ id: String, _ help: String, default defaultText: String, example: String
  ) -> Option<DiffColor> {
    .value(
      id, ["--" + id], "R,G,B", help: help, default: defaultText,
      read: { text throws(UsageError) in
        guard let color = DiffColor(parsing: text) else {
          throw UsageError(
            "--\(id) must be a colour as three whole numbers from 0 to 255 separated by commas, "
              + "such as \(example), not '\(text)'.")
        }
        return color
      })
  }

  /// The comparison rules and the diff picture's options.
  public static let comparison: [OptionDeclaration] = [
    threshold.declaration, windowPixels.declaration, budget.declaration,
    noCheckerboard.declaration,
  ]

  /// pixelmatch's options for the diff and panels images of each failure.
  public static let diffPicture: [OptionDeclaration] = [
    diffAlpha.declaration, diffColor.declaration, diffColorAlt.declaration, aaColor.declaration,
    diffMask.declaration,
  ]
}

extension ParsedOptions {
  /// The comparison rules and the diff picture's options given.
  public var comparison: ComparisonOptions {
    var options = ComparisonOptions()
    if let value = self[Options.threshold] { options.threshold = value }
    if let value = self[Options.windowPixels] { options.maxWindowPixels = value }
    if let value = self[Options.budget] { options.maxDifferingFraction = value }
    options.checkerboard = !(self[Options.noCheckerboard] ?? false)
    if let value = self[Options.diffAlpha] { options.diffAlpha = value }
    if let color = self[Options.diffColor] { options.diffColor = color }
    if let color = self[Options.diffColorAlt] { options.diffColorAlt = color }
    if let color = self[Options.aaColor] { options.aaColor = color }
    options.diffMask = self[Options.diffMask] ?? false
    return options
  }
}
