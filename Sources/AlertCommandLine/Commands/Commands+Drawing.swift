/// The commands that draw: render, layout, gallery, review.
extension Commands {
  static let drawing: [CommandDeclaration.Use] =
    Options.look.uses + [
      Options.locale.use(), Options.style.use(), Options.backdrop.use(), Options.chrome.use(),
    ]

  public static let render = CommandDeclaration(
    "render", abstract: "write PNG and SVG previews", usage: "render [PATH...] [options]",
    discussion: """
      Renders every alert of the spec files (or folders of them), or of Swift sources (see
      `alert-preview help extract`), into DIR as iOS draws it. Files are
      <id>/<id>.<device>.<orientation>.<appearance>[.<locale>][.<size>]@<scale>x.<format>.
      Without PATH, renders what the project file includes. --frame alert draws the alert alone
      (an action sheet's groups, a popover with its arrow) at its own size with a transparent
      surround, for Figma, Sketch or Keynote. --svg-text live writes an SVG's text as text, in
      layers named title, message, field-1…, button-1… (numbered in the spec's order).
      """,
    options: [
      Options.outFolder.use(), Options.imageFormats.use(),
    ] + drawing + [
      Options.frame.use(), Options.svgText.use(), Options.pngLevel.use(), Options.jobs.use(),
      Options.shard.use(
        help: Options.shard.declaration.help + " (the parts' folders together hold every image)"),
      Options.verbose.use(),
    ],
    footer: "Exit codes: 0 written, 2 usage or input errors (the other alerts are still drawn).")

  public static let layout = CommandDeclaration(
    "layout", abstract: "print the measured layout as JSON", usage: "layout [PATH...] [options]",
    discussion: """
      Prints, as JSON, where every piece of each alert goes in each configuration: the alert's
      frame, each text block's frame, font, colour and line count, each button's frame, label,
      role, emphasis and colour, and whether the buttons stacked. All lengths are in points
      (docs/layout.md).
      """,
    options: [
      Options.outputFile.use(help: "write the JSON to FILE instead of stdout")
    ] + Options.look.uses + [Options.locale.use(), Options.style.use(), Options.verbose.use()],
    footer: "Exit codes: 0 printed, 2 usage or input errors.")

  public static let gallery = CommandDeclaration(
    "gallery", abstract: "render, lint and write a static site for design review",
    usage: "gallery [PATH...] [options]",
    discussion: """
      Renders every alert (of spec files or Swift sources) in every configuration of the style
      sheet (devices × orientations × appearances × its text sizes, in every locale of the
      alert's strings, as PNG; --format png,svg adds each alert alone as SVG with editable
      text), lints it, and writes a static site for design review into
      DIR: index.html (summary, most broken rules, cards filterable by severity, rule, locale,
      text size and fit), a page per alert (a fit table of locales and text sizes by device,
      every configuration, findings, the spec, downloads), rules.html, report.json and assets/.
      Links are relative, so the folder works from disk, a static host or a sub-path.
      Specs that fail validation appear as error cards; the rest of the site is still built.
      A re-run renders and lints only the alerts whose spec, style sheet or renderer changed
      (content hashes in DIR/.alert-preview-cache.sqlite decide) and rewrites only changed files;
      an image is reused only while its file is the one the cache recorded (size, time, inode).
      Temporary files left by an interrupted run (.NAME.UUID.tmp) are removed.
      """,
    options: [
      Options.outFolder.use(), Options.title.use(help: "the site's title"), Options.review.use(),
      Options.styles.use(), Options.jobs.use(),
      Options.device.use(), Options.orientation.use(), Options.appearance.use(default: "all"),
      Options.scale.use(), Options.textSize.use(), Options.keyboard.use(),
      Options.imageFormats.use(
        help: "image formats: png, svg or all; a gallery's SVG is the alert alone with its text "
          + "as text, to import into Figma or Sketch"),
      Options.pngLevel.use(), Options.backdrop.use(), Options.chrome.use(),
      Options.locale.use(
        default: "all, so each alert's page shows a fit table of every locale and text size by "
          + "device; the index filters by them"),
      Options.shard.use(
        help: Options.shard.declaration.help + " (a shard writes its images and cache, no pages)"),
      Options.verbose.use(),
    ],
    footer: """
      Exit codes: 0 site written, 2 usage or input errors (the site is still written).
      Use `alert-preview lint` to fail a build on findings.
      """)

  public static let review = CommandDeclaration(
    "review", abstract: "write a PDF review pack: a cover, then a page per alert",
    usage: "review [PATH...] [options]",
    discussion: """
      Writes a PDF for design reviews and printouts: a cover (title, date, style sheet, counts
      of alerts, errors, warnings, suggestions and input errors, the most broken rules with the
      guidance they enforce, and an index of the alerts linked to their pages), then a page per
      alert (more only when it does not fit, and then every page holds previews or findings):
      the alert alone in each configuration, as `render --frame alert` cuts it, at a scale that
      prints its title at about 10 pt (a portrait and a landscape drawn alike are shown once),
      each captioned; its findings with rule, severity, message, the seed section the rule
      enforces and every configuration shown where it was seen (the alerts are linted in the
      configurations the pack shows, and only there); where the spec is (file:line); and a
      ruled box for reviewer notes. With several style sheets (--style ios,ios26) each
      configuration is shown in each, side by side. The previews are drawn into the PDF by
      the same painter as the PNGs, so their text stays text: it can be searched, selected
      and copied. The PDF has a title, a creation date and a bookmark per alert.
      It is written to a temporary file and renamed, so an interrupted run leaves no half PDF.
      """,
    options: [
      Options.outFile.use(), Options.paper.use(),
      Options.title.use(help: "the cover's title and the PDF's", default: "Alert review"),
      Options.styles.use(
        help: "style sheets: ios (iOS 13–18), ios26 (Liquid Glass), nhs-app, or a sheet's path; "
          + "several (ios,ios26) are shown side by side for each alert, each preview captioned "
          + "with its sheet"),
      Options.jobs.use(help: "worker processes that lint"),
      Options.device.use(default: "the style sheet's first device"), Options.orientation.use(),
      Options.appearance.use(default: "all"), Options.scale.use(), Options.textSize.use(),
      Options.keyboard.use(), Options.locale.use(), Options.verbose.use(),
    ],
    footer: """
      SOURCE_DATE_EPOCH, when set, is the date on the cover and in the PDF.
      Exit codes: 0 PDF written, 2 usage or input errors (the PDF is still written).
      Use `alert-preview lint` to fail a build on findings.
      """)
}
