import AlertCommandLine
import AlertGallery
import AlertLayout
import AlertLint
import AlertPipeline
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// `alert-preview gallery PATH... --out DIR`: renders, lints and writes the review site.
enum GalleryCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    let sink = TerminalSink()
    let start = Date()
    let styles = options[Options.styles] ?? ["ios"]
    let output = options.output
    var inputs = try Inputs.load(options.paths(), try options.inputs(style: styles[0]), sink: sink)
    let looks = try GalleryLooks.load(styles, first: inputs.style)
    let groups = options.locales(defaultsToAll: true).groups(&inputs, sink: sink)
    let folder = output.out ?? "Output"
    try OutputFolder(folder).create()
    let lookFolders = looks.map { folder + "/" + GalleryBuild.lookFolder($0.name) }
    LeftoverTemporaryFiles.remove(
      in: [folder] + lookFolders.filter { FileManager.default.fileExists(atPath: $0) },
      subfolders: ["assets"] + inputs.specs.map(\.id), before: start)
    let reviewPDF = try review(inputs, groups: groups, options: options, folder: folder)
    let result = try GalleryBuild.run(
      inputs, groups: groups, look: options.look, output: output, folder: folder,
      title: options[Options.title], looks: looks, reviewPDF: reviewPDF, sink: sink)
    Terminal.error(result.description)
    if let note = FontNote.line(inputs.style) { Terminal.error("gallery: " + note) }
    let code: Int32 = result.summary.inputErrors == 0 ? 0 : 2
    if let shard = output.shard {
      try ShardPart(
        kind: .gallery, shard: shard,
        arguments: CommandLineWords.removing(
          [Options.shard.declaration, Options.outFolder.declaration], from: options.arguments),
        exitCode: code
      ).write(to: folder)
      print(folder)
      Terminal.error(
        "gallery: shard \(shard) written to \(folder)/; `alert-preview merge` joins the parts "
          + "into the site.")
      return code
    }
    print(result.index)
    return code
  }

  /// With `--review`, writes the review pack into the site as `review.pdf` and returns its
  /// path there, for the pages to link to.
  static func review(
    _ inputs: Inputs, groups: [LocaleSelection.Group], options: ParsedOptions, folder: String
  ) throws -> String? {
    guard options[Options.review] ?? false else { return nil }
    if options.has(Options.shard) {
      throw UsageError(
        "--review makes the PDF of the whole run, so a shard cannot write it; run "
          + "`alert-preview review` on the same specs after `alert-preview merge`.")
    }
    let name = "review.pdf"
    let review = try ReviewBuild.run(
      inputs, groups: groups, look: options.look, jobs: options.output.jobs,
      title: options[Options.title] ?? "Alert review", paper: .a4, date: ReviewCommand.date())
    try OutputFolder(folder).write(review.pdf, to: name)
    Terminal.error(review.description + " written to \(OutputFolder(folder).path(name))")
    return name
  }
}
