import AlertMarkup
import AlertSpec

/// The editor of an alert's copy: title, message, buttons (label, role, preferred) and text
/// fields, and the save button with what saving writes. Rows the script adds are copies of
/// the `<template>`s, so every row has the same markup.
enum SpecEditor {
  static func node(_ spec: AlertSpec, file: String, readOnly: Bool) -> MarkupNode {
    let preferred = spec.preferred
    var children: [MarkupNode] = [
      .el("h2", [("id", "editor-heading")], text: "Copy"),
      text("title", "Title", spec.title ?? "", key: spec.keys["title"]),
      text("message", "Message", spec.message ?? "", key: spec.keys["message"], multiline: true),
      .el(
        "fieldset", [("class", "rows"), ("id", "buttons")],
        [.el("legend", text: "Buttons")]
          + spec.buttons.enumerated().map { index, button in
            buttonRow(
              button.label, role: button.role, preferred: preferred == index, index: index,
              key: spec.keys["buttons[\(index)].label"])
          }
          + [
            .el(
              "button",
              [("type", "button"), ("class", "add-row"), ("data-template", "button-row")],
              text: "Add button"),
            radio(
              "preferred", value: "",
              label: "No preferred button: Cancel is bold unless you choose another",
              checked: preferred == nil),
          ]),
      .el(
        "fieldset", [("class", "rows"), ("id", "text-fields")],
        [.el("legend", text: "Text fields")]
          + spec.textFields.enumerated().map { index, field in
            fieldRow(field, key: spec.keys["textFields[\(index)].placeholder"])
          }
          + [
            .el(
              "button", [("type", "button"), ("class", "add-row"), ("data-template", "field-row")],
              text: "Add text field")
          ]),
    ]
    if readOnly {
      children.append(
        .el(
          "p", [("class", "save-note read-only")],
          text: "This alert comes from Swift source (\(spec.locations[""]?.description ?? file)). "
            + "Edits here redraw the preview and the findings, but serve never writes Swift: "
            + "copy the new wording into the source."))
    } else {
      children.append(
        .el(
          "p", [("class", "save-note")],
          [
            .text("Save writes only what you changed into "), .el("code", text: file),
            .text(
              ": its comments, layout and other alerts stay as they are. A file changed on disk "
                + "since this page loaded it is never overwritten."),
          ]))
      children.append(
        .el(
          "div", [("class", "editor-actions")],
          [
            .el("button", [("type", "submit"), ("id", "save"), ("class", "save")], text: "Save"),
            .el(
              "button", [("type", "button"), ("id", "delete-alert"), ("class", "delete-alert")],
              text: "Delete alert…"),
          ]))
    }
    children.append(
      .el("p", [("id", "save-status"), ("class", "save-status"), ("role", "status")], text: ""))
    children.append(
      .el(
        "template", [("id", "button-row")],
        [buttonRow("", role: .default, preferred: false, index: nil, key: nil)]))
    children.append(
      .el("template", [("id", "field-row")], [fieldRow(AlertTextField(placeholder: ""), key: nil)]))
    return .el(
      "form",
      [
        ("id", "editor"), ("class", "editor"), ("aria-labelledby", "editor-heading"),
        ("autocomplete", "off"),
      ],
      children)
  }

  private static func text(
    _ name: String, _ label: String, _ value: String, key: StringKey?, multiline: Bool = false
  ) -> MarkupNode {
    var attributes = [("id", "edit-" + name), ("name", name)]
    if key != nil { attributes.append(("disabled", "")) }
    let control: MarkupNode =
      multiline
      ? .el("textarea", attributes + [("rows", "3")], text: value)
      : .el("input", attributes + [("type", "text"), ("value", value)])
    return .el(
      "div", [("class", "field")],
      [.el("label", [("for", "edit-" + name)], text: label), marked(control, multiline: multiline)]
        + keyNote(key))
  }

  /// `control` over a layer that mirrors its text, where the script highlights the words the
  /// findings name (a text box cannot style part of its own text).
  private static func marked(_ control: MarkupNode, multiline: Bool = false) -> MarkupNode {
    .el(
      "div", [("class", multiline ? "marked is-multiline" : "marked")],
      [.el("div", [("class", "mark-layer"), ("aria-hidden", "true")]), control])
  }

  private static func keyNote(_ key: StringKey?) -> [MarkupNode] {
    guard let key else { return [] }
    return [
      .el(
        "p", [("class", "key-note")],
        text: "From the string key “\(key.key)” in \(key.table); edit it in the strings file.")
    ]
  }

  private static func buttonRow(
    _ label: String, role: ButtonRole, preferred: Bool, index: Int?, key: StringKey?
  ) -> MarkupNode {
    var labelAttributes = [
      ("name", "label"), ("type", "text"), ("value", label), ("aria-label", "Button label"),
    ]
    if key != nil { labelAttributes.append(("disabled", "")) }
    return .el(
      "div", [("class", "row button-row")],
      [
        marked(.el("input", labelAttributes)),
        .el(
          "select", [("name", "role"), ("aria-label", "Button role")],
          ButtonRole.allCases.map { item in
            .el(
              "option", [("value", item.rawValue)] + (item == role ? [("selected", "")] : []),
              text: item.rawValue)
          }),
        radio("preferred", value: "row", label: "Preferred", checked: preferred),
        .el("button", [("type", "button"), ("class", "remove-row")], text: "Remove"),
      ] + keyNote(key))
  }

  private static func fieldRow(_ field: AlertTextField, key: StringKey?) -> MarkupNode {
    var placeholder = [
      ("name", "placeholder"), ("type", "text"), ("value", field.placeholder),
      ("aria-label", "Placeholder"),
    ]
    if key != nil { placeholder.append(("disabled", "")) }
    return .el(
      "div", [("class", "row field-row")],
      [
        .el("input", placeholder),
        .el(
          "input",
          [
            ("name", "text"), ("type", "text"), ("value", field.text ?? ""),
            ("aria-label", "Text already typed"),
          ]),
        .el(
          "label", [("class", "check")],
          [
            .el(
              "input",
              [("name", "secure"), ("type", "checkbox")] + (field.secure ? [("checked", "")] : [])),
            .text(" Secure"),
          ]),
        .el("button", [("type", "button"), ("class", "remove-row")], text: "Remove"),
      ] + keyNote(key))
  }

  private static func radio(_ name: String, value: String, label: String, checked: Bool)
    -> MarkupNode
  {
    .el(
      "label", [("class", "check")],
      [
        .el(
          "input",
          [("type", "radio"), ("name", name), ("value", value)] + (checked ? [("checked", "")] : [])
        ), .text(" " + label),
      ])
  }
}
