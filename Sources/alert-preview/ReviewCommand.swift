import AlertCommandLine
import AlertPipeline
import AlertReview
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview review PATH... --out review.pdf`: the PDF review pack.
enum ReviewCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let sink = TerminalSink()
    let paper = options[Options.paper] ?? .a4
    let out = options[Options.outFile] ?? "review.pdf"
    // A bad --out is one error before any work, as in `gallery`.
    try OutputFolder(URL(fileURLWithPath: out).deletingLastPathComponent().path).create()
    var inputs = try Inputs.load(options.paths(), try options.inputs(), sink: sink)
    let groups = options.locales().groups(&inputs, sink: sink)
    let result = try ReviewBuild.run(
      inputs, groups: groups, look: options.look, jobs: options.output.jobs,
      title: options[Options.title] ?? "Alert review", paper: paper, date: date())
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
