import AlertLint
import AlertMarkup

/// The filters above the grid: worst severity, rule, trigger, locale, text size, fit and a
/// search box. Choosing a locale or a text size also shows each card's preview in it; the look
/// and appearance controls choose the picture only.
///
/// The form is `hidden` in the HTML and shown by `gallery.js`, so a reader without scripts
/// sees every card and no controls that would do nothing. Its state lives in the URL
/// (`?severity=error&locale=de&size=AX3&fit=scrolls&q=photos`), so a filtered view can be shared as a link.
enum FilterForm {
  /// `<form id="filters">` with one control per filter.
  static func node(_ page: GalleryPage) -> MarkupNode {
    let ruleIDs = Set(page.entries.flatMap { $0.activeFindings.map(\.ruleID) })
    let triggers = Set(page.entries.compactMap { $0.spec.trigger?.rawValue })
    let locales = Set(page.entries.flatMap(AlertCard.locales))
    let sizes = Set(page.entries.flatMap(AlertCard.sizes))
    let fits: [(String, String)] = [
      ("", "Any"), ("fits", "Fits"), ("wraps", "Title wraps"), ("stacks", "Buttons stack"),
      ("truncates", "A label truncates"), ("scrolls", "Text scrolls"),
    ]
    let severities: [(String, String)] =
      [("", "Any")] + Severity.allCases.reversed().map { ($0.rawValue, SeverityBadge.word($0)) }
      + [("none", "No findings")]
    return .el(
      "form",
      [
        ("id", "filters"), ("class", "filters"), ("role", "search"),
        ("aria-label", "Filter alerts"), ("hidden", ""),
      ],
      [
        select("severity", "Worst severity", severities),
        select("rule", "Rule", [("", "Any")] + ruleIDs.sorted().map { ($0, $0) }),
        select("trigger", "Trigger", [("", "Any")] + triggers.sorted().map { ($0, $0) }),
        select("locale", "Locale", [("", "Any")] + locales.sorted().map { ($0, $0) }),
        select(
          "size", "Text size",
          [("", "Any")] + GalleryCopy.textSizeOrder.filter(sizes.contains).map { ($0, $0) }),
        select("fit", "Fit", fits),
      ] + pictureControls(page) + [

        .el(
          "div", [("class", "field field-search")],
          [
            .el("label", [("for", "filter-q")], text: "Search titles and messages"),
            .el(
              "input",
              [
                ("id", "filter-q"), ("name", "q"), ("type", "search"), ("autocomplete", "off"),
                ("placeholder", "e.g. log out"),
              ]),
          ]),
        .el(
          "div", [("class", "field field-actions")],
          [.el("button", [("type", "reset"), ("class", "reset")], text: "Clear filters")]),
      ])
  }

  /// The controls that choose which picture the cards show, when the gallery has a choice:
  /// the look (`--style ios,ios26`; the first by default) and the appearance (by default the
  /// page's theme: dark renders in the dark theme).
  static func pictureControls(_ page: GalleryPage) -> [MarkupNode] {
    var looks: [String] = []
    var appearances: Set<String> = []
    for image in page.entries.flatMap(\.images) where image.card != nil {
      if let look = image.look, !looks.contains(look) { looks.append(look) }
      appearances.insert(image.appearance)
    }
    var controls: [MarkupNode] = []
    if let first = looks.first, looks.count > 1 {
      controls.append(
        select("look", "Look", [("", first)] + looks.dropFirst().map { ($0, $0) }))
    }
    if appearances.count > 1 {
      controls.append(
        select(
          "appearance", "Appearance",
          [("", "As the theme"), ("light", "Light"), ("dark", "Dark")]))
    }
    return controls
  }

  /// A labelled `<select name="…">` with `(value, label)` options.
  static func select(_ name: String, _ label: String, _ options: [(String, String)]) -> MarkupNode {
    .el(
      "div", [("class", "field")],
      [
        .el("label", [("for", "filter-" + name)], text: label),
        .el(
          "select", [("id", "filter-" + name), ("name", name)],
          options.map { .el("option", [("value", $0.0)], text: $0.1) }),
      ])
  }
}
