import AlertPipeline
import AlertReview
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview review PATH... --out review.pdf`: the PDF review pack.
enum ReviewCommand {
  static let help = """
    USAGE: alert-preview review PATH... [--out FILE] [--paper a4|letter] [--title TEXT]
                                [--style NAME|PATH] [-j N]

    Writes a PDF for design reviews and printouts: a cover (title, date, style sheet, counts
    of alerts, errors, warnings, suggestions and input errors, the most broken rules with the
    guidance they enforce, and an index of the alerts linked to their pages), then a page per
    alert (more when it does not fit): its configurations side by side, each captioned; its
    findings with rule, severity, message and the seed section the rule enforces; where the
    spec is (file:line); and a ruled box for reviewer notes. The previews are drawn into the
    PDF by the same painter as the PNGs, so their text stays text: it can be searched,
    selected and copied. The PDF has a title, a creation date and a bookmark per alert.
    It is written to a temporary file and renamed, so an interrupted run leaves no half PDF.

    OPTIONS:
      --out FILE             where to write (default: review.pdf)
      --paper a4|letter      the page size (default: a4)
      --title TEXT           the cover's title and the PDF's (default: Alert review)
      --style NAME|PATH      the style sheet (default: ios)
      -j, --jobs N           lint threads (default: all cores)
      --device, --orientation, --appearance, --text-size
                             the configurations shown, as for `alert-preview render`
                             (default here: the style sheet's first device, portrait and
                             landscape, light and dark, its text sizes)
    \(LocaleSelection.help)
                             (default here: each alert's own text)

    SOURCE_DATE_EPOCH, when set, is the date on the cover and in the PDF.
    Exit codes: 0 PDF written, 2 usage or input errors (the PDF is still written).
    Use `alert-preview lint` to fail a build on findings.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Selection.valuedOptions.union(Inputs.valuedOptions).union(Options.output)
        .union(["--title", "--paper"]).union(LocaleSelection.valuedOptions),
      flags: [])
    let paperName = arguments.value("--paper") ?? "a4"
    guard let paper = ReviewPaper(rawValue: paperName.lowercased()) else {
      throw UsageError("--paper takes a4 or letter, not '\(paperName)'.")
    }
    let out = arguments.value("--out") ?? "review.pdf"
    // A bad --out is one error before any work, as in `gallery`.
    try OutputFolder(URL(fileURLWithPath: out).deletingLastPathComponent().path).create()
    let locales = try LocaleSelection(arguments)
    var inputs = try Inputs.load(arguments.positional, arguments)
    let groups = locales.groups(&inputs)
    let result = try ReviewBuild.run(
      inputs, groups: groups, arguments: arguments,
      title: arguments.value("--title") ?? "Alert review", paper: paper, date: date())
    try AtomicFile.write(result.pdf, to: out)
    Terminal.error(result.description + " written to \(out)")
    if let note = FontNote.line(inputs.style) { Terminal.error("review: " + note) }
    print(out)
    return result.counts.inputErrors == 0 ? 0 : 2
  }

  /// Now, or `SOURCE_DATE_EPOCH` for a reproducible document.
  static func date() -> Date {
    if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"],
      let seconds = TimeInterval(epoch)
    {
      return Date(timeIntervalSince1970: seconds)
    }
    return Date()
  }
}
