/// Text the app knows only at run time is said so once per alert, and not checked.
///
/// An alert read from Swift whose title, message or label is a variable, an error's
/// description or a server's text (written `{name}` in the preview) cannot be checked by the
/// copy rules: a line count of a placeholder's name or a "label it Cancel" on `{cancelTitle}`
/// would be about the tool's stand-in, not the app's copy. The engine skips those fields in
/// every other rule and reports them here, with what each is read from, so a reviewer knows
/// what was not checked. A spec beside the sources with sample text for the alert (same id)
/// checks it. The engine checks this rule itself; its examples run like every rule's.
enum TextNotStaticRule: Rule {
  static let id = "text-not-static"

  static let description = RuleDescription(
    id: id,
    summary: "Text known only at run time is named once per alert, and the copy rules skip it.",
    rationale: "A finding about a placeholder's name is about the tool, not the app; saying what "
      + "was not checked lets a reviewer check it, or give a spec with sample text.",
    severity: .suggestion, source: "alert-preview", group: "Coverage",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Sync Failed", message: "{localizedDescription}", runTime: {message: "error.localizedDescription"}, buttons: [{label: "OK", role: "default"}]}"#,
        field: "message")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Sync Failed", message: "Check your connection and try again.", buttons: [{label: "OK", role: "default"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] { [] }

  /// The one finding's sentence for an alert whose `runTime` fields are `fields` (path →
  /// what it is read from), in field order.
  static func message(_ fields: [(path: String, source: String)]) -> String {
    let named = fields.map { "\(name(of: $0.path)) (`\($0.source)`)" }
    let list: String
    switch named.count {
    case 1: list = named[0]
    case 2: list = named[0] + " and " + named[1]
    default: list = named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    }
    let verb = fields.count == 1 ? "is" : "are"
    return "\(list) \(verb) known only at run time, so the copy rules do not check "
      + "\(fields.count == 1 ? "it" : "them"); to check the copy, give a spec with this alert's id "
      + "and sample text beside the sources"
  }

  /// `the message`, `the label of buttons[1]`.
  private static func name(of path: String) -> String {
    switch path {
    case "title", "message": return "the " + path
    default:
      let parts = path.split(separator: ".")
      return "the \(parts.last.map(String.init) ?? path) of \(parts.first.map(String.init) ?? "")"
    }
  }
}
