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
  static let help = """
    USAGE: alert-preview gallery PATH... [--out DIR] [--style NAME|PATH] [--title TEXT] [-j N]

    Renders every alert (of spec files or Swift sources) in every configuration of the style
    sheet (devices × orientations × appearances × its text sizes, in every locale of the
    alert's strings, PNG and SVG), lints it, and writes a static site for design review into
    DIR: index.html (summary, most broken rules, cards filterable by severity, rule, locale,
    text size and fit), a page per alert (a fit table of locales and text sizes by device,
    every configuration, findings, the spec, downloads), rules.html, report.json and assets/.
    Links are relative, so the folder works from disk, a static host or a sub-path.
    Specs that fail validation appear as error cards; the rest of the site is still built.
    A re-run renders and lints only the alerts whose spec, style sheet or renderer changed
    (a content hash in DIR/.alert-preview-cache.json decides) and rewrites only changed files;
    an image is reused only while its file is the one the cache recorded (size, time, inode).
    Temporary files left by an interrupted run (.NAME.UUID.tmp) are removed.

    OPTIONS:
      --out DIR              where to write (default: Output)
      --title TEXT           the site's title (default: Alert previews)
      --review               also write the PDF review pack (`alert-preview help review`) as
                             review.pdf, linked from every page
      --style LIST           style sheets: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app,
                             or a sheet's path (default: ios); several (ios,ios26) are shown
                             side by side on each alert's page, the first on the index
      -j, --jobs N           threads (default: all cores)
      --device, --orientation, --appearance, --scale, --text-size, --keyboard, --format,
      --png-level, --backdrop, --chrome
                             narrow the configurations as for `alert-preview render`
                             (default here: every device, orientation and appearance, the
                             style sheet's text sizes; png,svg)
    \(LocaleSelection.help)
                             (default here: all, so each alert's page shows a fit table of
                             every locale and text size by device; the index filters by them)
    \(Options.shardHelp)
                             (a shard writes its images and cache, no pages)

    Exit codes: 0 site written, 2 usage or input errors (the site is still written).
    Use `alert-preview lint` to fail a build on findings.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let arguments = try Arguments(
      argv,
      valued: Selection.valuedOptions.union(Inputs.valuedOptions).union(Options.output)
        .union(["--title", "--shard"]).union(LocaleSelection.valuedOptions)
        .union(ScreenOptions.valuedOptions),
      flags: ["--review"])
    let start = Date()
    let locales = try LocaleSelection(arguments, defaultsToAll: true)
    let styles = arguments.list("--style") ?? ["ios"]
    var inputs = try Inputs.load(arguments.positional, arguments, style: styles.first)
    let looks = try GalleryLooks.load(styles, first: inputs.style)
    let groups = locales.groups(&inputs)
    let folder = arguments.value("--out") ?? "Output"
    try OutputFolder(folder).create()
    let lookFolders = looks.map { folder + "/" + GalleryBuild.lookFolder($0.name) }
    LeftoverTemporaryFiles.remove(
      in: [folder] + lookFolders.filter { FileManager.default.fileExists(atPath: $0) },
      subfolders: ["assets"] + inputs.specs.map(\.id), before: start)
    let reviewPDF = try review(inputs, groups: groups, arguments: arguments, folder: folder)
    let result = try GalleryBuild.run(
      inputs, groups: groups, arguments: arguments, folder: folder,
      title: arguments.value("--title"), looks: looks, reviewPDF: reviewPDF)
    Terminal.error(result.description)
    if let note = FontNote.line(inputs.style) { Terminal.error("gallery: " + note) }
    let code: Int32 = result.summary.inputErrors == 0 ? 0 : 2
    if let shard = try Options.shard(arguments) {
      try ShardPart(
        kind: .gallery, shard: shard,
        arguments: Arguments.removing(["--shard", "--out"], from: argv), exitCode: code
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
    _ inputs: Inputs, groups: [LocaleSelection.Group], arguments: Arguments, folder: String
  ) throws -> String? {
    guard arguments.flag("--review") else { return nil }
    if arguments.value("--shard") != nil {
      throw UsageError(
        "--review makes the PDF of the whole run, so a shard cannot write it; run "
          + "`alert-preview review` on the same specs after `alert-preview merge`.")
    }
    let name = "review.pdf"
    let review = try ReviewBuild.run(
      inputs, groups: groups, arguments: arguments,
      title: arguments.value("--title") ?? "Alert review", paper: .a4, date: ReviewCommand.date())
    try OutputFolder(folder).write(review.pdf, to: name)
    Terminal.error(review.description + " written to \(OutputFolder(folder).path(name))")
    return name
  }
}
