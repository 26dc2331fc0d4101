import AlertMarkup
import AlertSpec
import Foundation

/// The list's **New alert** form: an id, a title, and where the alert goes (the end of a
/// served spec file's `alerts` array, or a new file named for its id in a served folder).
/// Hidden until the script shows it: it works only through the script's request.
enum NewAlertForm {
  static func node(_ state: ServeState) -> MarkupNode {
    var files: [MarkupNode] = []
    var folders: [String] = []
    for file in state.texts.keys.sorted() where !ServeState.isReadOnly(file) {
      let folder = (file as NSString).deletingLastPathComponent
      if !folders.contains(folder) { folders.append(folder) }
      guard let text = state.texts[file],
        (try? JSON5Parser.parse(text, file: file))?.member("alerts")?.arrayValue != nil
      else { continue }
      files.append(
        .el(
          "option", [("value", file), ("data-stamp", state.stamps[file] ?? "")],
          text: "At the end of " + file))
    }
    if folders.isEmpty { folders = state.writable.folders }
    let newFiles = folders.map { folder in
      MarkupNode.el(
        "option", [("value", ""), ("data-folder", folder.isEmpty ? "." : folder)],
        text: "In a new file in " + (folder.isEmpty ? "." : folder) + "/, named for its id")
    }
    return .el(
      "form", [("id", "new-alert"), ("class", "new-alert"), ("hidden", "")],
      [
        .el("h2", [("id", "new-alert-heading")], text: "New alert"),
        field("id", "Id", [("pattern", "[A-Za-z0-9][A-Za-z0-9_-]*"), ("required", "")]),
        field("title", "Title", [("required", "")]),
        .el(
          "div", [("class", "field")],
          [
            .el("label", [("for", "new-alert-file")], text: "Where"),
            .el("select", [("id", "new-alert-file"), ("name", "file")], newFiles + files),
          ]),
        .el("button", [("type", "submit")], text: "Create"),
        .el("p", [("id", "new-alert-status"), ("class", "save-status"), ("role", "status")]),
      ])
  }

  private static func field(_ name: String, _ label: String, _ extra: [(String, String)])
    -> MarkupNode
  {
    .el(
      "div", [("class", "field")],
      [
        .el("label", [("for", "new-alert-" + name)], text: label),
        .el(
          "input",
          [("id", "new-alert-" + name), ("name", name), ("type", "text"), ("autocomplete", "off")]
            + extra),
      ])
  }
}
