import AlertGallery
import AlertLint
import AlertMarkup
import AlertSpec

/// `/`: a card per served alert with its preview, id, file and worst severity, like the
/// gallery's index; input errors of PATH first.
enum ServeIndexPage {
  static func document(_ state: ServeState, report: LintReport, token: String) -> MarkupElement {
    let byID = Dictionary(grouping: report.findings.filter { !$0.isSuppressed }, by: \.alertID)
    let errors = state.diagnostics.map { diagnostic in
      MarkupNode.el(
        "li", [("class", "card card-input-error sev-error")],
        [
          .el(
            "div", [("class", "card-body")],
            [
              .el("p", [], [GalleryFragments.badge(.error)]),
              .el(
                "p", [("class", "error-location")],
                [.el("code", text: diagnostic.location.description)]),
              .el("p", [("class", "error-message")], text: diagnostic.message),
            ])
        ])
    }
    let cards = state.specs.map { card($0, findings: byID[$0.id] ?? []) }
    let count = state.specs.count
    return ServeFrame.document(
      title: "All alerts", styleName: state.style.name, token: token,
      intro: [
        .el("h1", text: "Alerts"),
        .el(
          "p", [("class", "summary")],
          [
            .text("Style sheet "), .el("code", text: state.style.name),
            .text(" · \(count) \(count == 1 ? "alert" : "alerts") · "),
            .text(
              "\(state.diagnostics.count) input \(state.diagnostics.count == 1 ? "error" : "errors")"
            ),
            .text(". Open an alert to edit its copy and see it redrawn as you type."),
          ]),
      ],
      main: [
        .el(
          "section", [("class", "alerts"), ("aria-labelledby", "alerts-heading")],
          [
            .el("h2", [("id", "alerts-heading")], text: "Alerts"),
            errors.isEmpty && cards.isEmpty
              ? .el("p", [("class", "empty")], text: "No alerts in the served paths.")
              : .el(
                "ul", [("class", "cards"), ("aria-labelledby", "alerts-heading")], errors + cards),
          ]),
        NewAlertForm.node(state),
      ],
      data: [("page", "index"), ("version", String(state.version))])
  }

  private static func card(_ spec: AlertSpec, findings: [Finding]) -> MarkupNode {
    let worst = findings.map(\.severity).max()
    let key = GalleryFragments.severityKey(worst)
    let title = spec.title.flatMap { $0.isEmpty ? nil : $0 }
    return .el(
      "li", [("class", "card sev-\(key)"), ("id", "card-" + spec.id), ("data-severity", key)],
      [
        .el(
          "div", [("class", "card-preview")],
          [
            .el(
              "img",
              [
                ("src", "/render/\(spec.id).png?scale=1"), ("width", "170"),
                ("alt", "Preview of the alert “\(title ?? spec.id)”"), ("loading", "lazy"),
              ])
          ]),
        .el(
          "div", [("class", "card-body")],
          [
            .el(
              "h3", [("class", "card-title")],
              [
                .el(
                  "a", [("href", "/alerts/" + spec.id)],
                  [
                    .el(
                      "span", [("class", title == nil ? "no-title" : "alert-title")],
                      text: title ?? "No title")
                  ])
              ]),
            .el("p", [("class", "card-id")], [.el("code", [("class", "alert-id")], text: spec.id)]),
            .el(
              "p", [("class", "alert-meta")],
              text: (ServeState.file(spec) ?? "")
                + (ServeState.isReadOnly(spec) ? " · read-only (Swift source)" : "")),
            .el(
              "p", [("class", "card-findings")],
              [GalleryFragments.badge(worst)]
                + (findings.isEmpty
                  ? []
                  : [
                    .el(
                      "span", [("class", "counts")],
                      text: GalleryFragments.counts(findings, of: spec))
                  ])),
          ]),
      ])
  }
}
