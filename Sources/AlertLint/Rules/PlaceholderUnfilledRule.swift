import Foundation

/// Shown text holds no placeholder that iOS leaves unfilled or fills with garbage.
///
/// Strings from other platforms' catalogues bring their own placeholders: `%s` and `%1$s` (a C
/// string to `String(format:)`, which reads a Swift `String` argument as a pointer and shows
/// garbage), and templates `{{name}}`, `${name}` and `%(name)s`, which Foundation never fills,
/// so people see the braces. Translation tools check for these (Weblate's "C format", Lokalise's
/// placeholder checks). `%@`, `%d` and `%1$@` are filled by the app, and alert-preview's own
/// `{name}` marks copy known only at run time; neither is reported here (a `%@` with no sample
/// argument is `translation-arguments`).
enum PlaceholderUnfilledRule: Rule {
  static let description = RuleDescription(
    id: "placeholder-unfilled",
    summary: "No placeholder iOS cannot fill: %s (a C string), {{name}}, ${name}, %(name)s.",
    rationale: "People see the braces or garbage where a name or number should be.",
    severity: .warning, source: "localization", group: "Translation",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Remove %s?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Remove", role: "destructive"}]}"#,
        field: "title"),
      RuleExample(
        #"{id: "a", title: "Photo Saved", message: "{{count}} photos were saved to your library.", buttons: [{label: "OK", role: "default"}]}"#,
        field: "message"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Remove %@?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Remove", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Unable to Sign In", message: "{reason}", buttons: [{label: "OK", role: "default"}]}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    context.texts.compactMap { field, text in
      guard let found = unfilled(in: text) else { return nil }
      let advice =
        found.hasPrefix("%")
        ? "iOS reads %s as a C string and shows garbage for a Swift String; write %@ "
          + "(%1$@ with positions)"
        : "iOS never fills it, so people see it as written; format the string with %@"
      return Problem(field, "\(quoted(found)) in the \(fieldName(field)) is not filled: \(advice)")
    }
  }

  /// The first unfillable placeholder of `text`, as written.
  static func unfilled(in text: String) -> String? {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let c = characters[index]
      if c == "%", index + 1 < characters.count, characters[index + 1] == "%" {
        index += 2
        continue
      }
      if c == "%", index + 1 < characters.count, characters[index + 1] == "(",
        let close = characters[(index + 2)...].firstIndex(of: ")"), close + 1 < characters.count,
        "sdif@".contains(characters[close + 1]),
        characters[(index + 2)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        return String(characters[index...(close + 1)])
      }
      if c == "%" || c == "$" || c == "{", let end = Tokens.placeholderEnd(characters, from: index)
      {
        let token = String(characters[index..<end])
        let cString = c == "%" && (token.hasSuffix("s") || token.hasSuffix("S"))
        let template = token.hasPrefix("{{") || token.hasPrefix("${")
        if cString || template { return token }
        index = end
        continue
      }
      index += 1
    }
    return nil
  }

  static func fieldName(_ field: String) -> String {
    field.hasPrefix("buttons[") ? "label" : field
  }
}
