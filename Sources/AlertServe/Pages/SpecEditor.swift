import AlertMarkup
import AlertSpec

/// The editor of an alert's copy: title, message, buttons (label, role, preferred) and text
/// fields, and the save button with what saving writes. Rows the script adds are copies of
/// the `<template>`s, so every row has the same markup.
enum SpecEditor {
  static func node(_ spec: AlertSpec, file: String, readOnly: Bool, strings: [KeyedText] = [])
    -> MarkupNode
  {
    let preferred = spec.preferred
    let keys = KeyedFields(spec: spec, strings: strings, readOnly: readOnly)
    var children: [MarkupNode] = [
      .el("h2", [("id", "editor-heading")], text: "Copy"),
      text("title", "Title", spec.title ?? "", keys: keys),
      text("message", "Message", spec.message ?? "", keys: keys, multiline: true),
      .el(
        "fieldset", [("class", "rows"), ("id", "buttons")],
        [.el("legend", text: "Buttons")]
          + spec.buttons.enumerated().map { index, button in
            buttonRow(
              button.label, role: button.role, preferred: preferred == index, index: index,
              keys: keys)
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
            fieldRow(field, index: index, keys: keys)
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
      children += keys.saveNote
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
        [buttonRow("", role: .default, preferred: false, index: nil, keys: nil)]))
    children.append(
      .el(
        "template", [("id", "field-row")],
        [fieldRow(AlertTextField(placeholder: ""), index: nil, keys: nil)]))
    return .el(
      "form",
      [
        ("id", "editor"), ("class", "editor"), ("aria-labelledby", "editor-heading"),
        ("autocomplete", "off"),
      ],
      children)
  }

  private static func text(
    _ name: String, _ label: String, _ value: String, keys: KeyedFields,
    multiline: Bool = false
  ) -> MarkupNode {
    let value = keys.value(name) ?? value
    let attributes = [("id", "edit-" + name), ("name", name)] + keys.attributes(name)
    let control: MarkupNode =
      multiline
      ? .el("textarea", attributes + [("rows", "3")], text: value)
      : .el("input", attributes + [("type", "text"), ("value", value)])
    return .el(
      "div", [("class", "field")],
      [.el("label", [("for", "edit-" + name)], text: label), marked(control, multiline: multiline)]
        + keys.note(name))
  }

  /// `control` over a layer that mirrors its text, where the script highlights the words the
  /// findings name (a text box cannot style part of its own text).
  private static func marked(_ control: MarkupNode, multiline: Bool = false) -> MarkupNode {
    .el(
      "div", [("class", multiline ? "marked is-multiline" : "marked")],
      [.el("div", [("class", "mark-layer"), ("aria-hidden", "true")]), control])
  }

  private static func buttonRow(
    _ label: String, role: ButtonRole, preferred: Bool, index: Int?, keys: KeyedFields?
  ) -> MarkupNode {
    let field = index.map { "buttons[\($0)].label" } ?? ""
    let labelAttributes =
      [
        ("name", "label"), ("type", "text"), ("value", keys?.value(field) ?? label),
        ("aria-label", "Button label"),
      ] + (keys?.attributes(field) ?? [])
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
      ] + (keys?.note(field) ?? []))
  }

  private static func fieldRow(_ field: AlertTextField, index: Int?, keys: KeyedFields?)
    -> MarkupNode
  {
    let name = index.map { "textFields[\($0)].placeholder" } ?? ""
    let placeholder =
      [
        ("name", "placeholder"), ("type", "text"),
        ("value", keys?.value(name) ?? field.placeholder), ("aria-label", "Placeholder"),
      ] + (keys?.attributes(name) ?? [])
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
      ] + (keys?.note(name) ?? []))
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
