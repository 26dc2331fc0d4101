import AlertCommandLine
import AlertPipeline
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview review PATH... --out review.pdf`: the PDF review pack.
enum ReviewCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let out = options[Options.outFile] ?? "review.pdf"
    // A bad --out is one error before any work, as in `gallery`.
    try OutputFolder(URL(fileURLWithPath: out).deletingLastPathComponent().path).create()
    let styles = options[Options.styles] ?? ["ios"]
    let run = try Run.start(
      try options.plan(for: "review", style: styles[0]), sink: TerminalSink())
    let review = ReviewPlan(
      title: options[Options.title] ?? "Alert review", paper: options[Options.paper] ?? .a4,
      date: date(), looks: Array(styles.dropFirst()))
    let made = try run.writeReview(review, to: out)
    run.noteFonts()
    print(out)
    return made.counts.inputErrors == 0 ? 0 : 2
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
