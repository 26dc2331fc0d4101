import AlertCommandLine
import AlertPipeline
import AlertRun

/// `alert-preview gallery PATH... --out DIR`: renders, lints and writes the review site.
enum GalleryCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let styles = options[Options.styles] ?? ["ios"]
    let plan = try options.plan(
      for: "gallery", style: styles[0], allLocales: true, output: Options.outFolder.declaration)
    let gallery = GalleryPlan(
      looks: Array(styles.dropFirst()), title: options[Options.title],
      review: options[Options.review] == true
        ? ReviewPlan(
          title: options[Options.title] ?? "Alert review", date: ReviewCommand.date(),
          looks: Array(styles.dropFirst()))
        : nil)
    let made = try Run.start(plan, sink: TerminalSink()).gallery(gallery)
    print(made.index)
    return made.exitCode
  }
}
