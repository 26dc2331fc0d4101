import AlertGallery
import AlertLint
import AlertMarkup
import AlertSpec
import StyleSheet

/// `/alerts/<id>`: the preview with its configuration controls, the findings, and the editor
/// of the alert's copy. The script redraws and relints as the copy changes.
enum EditorPage {
  /// The page of `spec`; `preview` is the first preview's URL (the default configuration's
  /// image unless the page's URL names another).
  static func document(
    _ spec: AlertSpec, state: ServeState, findings: [Finding], token: String,
    preview: String? = nil
  ) -> MarkupElement {
    let file = ServeState.file(spec) ?? ""
    let readOnly = ServeState.isReadOnly(spec)
    let title = spec.title.flatMap { $0.isEmpty ? nil : $0 } ?? spec.id
    return ServeFrame.document(
      title: title, styleName: state.style.name, token: token,
      intro: [
        .el("h1", [("id", "alert-heading")], text: title),
        .el(
          "p", [("class", "summary")],
          [
            .el("code", [("class", "alert-id")], text: spec.id), .text(" · "),
            .el("code", text: file),
          ]),
      ],
      main: [
        .el(
          "div", [("class", "workbench")],
          [
            .el(
              "section", [("class", "stage"), ("aria-labelledby", "preview-heading")],
              [
                .el("h2", [("id", "preview-heading")], text: "Preview"),
                PreviewControls.node(spec, style: state.style),
                .el(
                  "div", [("class", "stage-frame")],
                  [
                    .el(
                      "img",
                      [
                        ("id", "preview"), ("class", "stage-image"),
                        ("src", preview ?? "/render/\(spec.id).png"),
                        ("alt", "The alert as iOS draws it"),
                      ])
                  ]),
                .el(
                  "p",
                  [
                    ("id", "edit-problem"), ("class", "edit-problem"), ("role", "alert"),
                    ("hidden", ""),
                  ], text: ""),
                .el(
                  "div", [("id", "findings"), ("aria-live", "polite")],
                  [
                    FindingLinks.link(
                      GalleryFragments.findings(
                        findings, of: spec, styleName: state.style.name, depth: 1),
                      findings, of: spec)
                  ]),
              ]),
            SpecEditor.node(
              spec, file: file, readOnly: readOnly,
              strings: readOnly ? [] : KeyedText.all(of: spec)),
          ])
      ],
      data: [
        ("page", "alert"), ("alert-id", spec.id), ("version", String(state.version)),
        ("stamp", state.stamps[file] ?? ""), ("read-only", readOnly ? "true" : "false"),
      ])
  }
}
