/// A finding's field as a person reads it: "Title", "First button", "Second text field's
/// placeholder", rather than the spec's path (`buttons[0].label`), which stays available to
/// engineers as the name's tooltip.
enum FieldName {
  static let ordinals = [
    "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth",
  ]

  static func plain(_ field: String) -> String {
    switch field {
    case "title": return "Title"
    case "message": return "Message"
    case "preferred": return "Preferred button"
    default: break
    }
    for (prefix, noun, suffixes) in [
      ("buttons[", "button", ["].label": "", "].role": "'s role", "]": ""]),
      (
        "textFields[", "text field",
        ["].placeholder": "'s placeholder", "].text": "'s text", "]": ""]
      ),
    ] where field.hasPrefix(prefix) {
      let rest = field.dropFirst(prefix.count)
      guard let close = rest.firstIndex(of: "]"), let index = Int(rest[..<close]),
        let suffix = suffixes[String(rest[close...])]
      else { return field }
      let ordinal = index < ordinals.count ? ordinals[index] + " " + noun : "\(noun) \(index + 1)"
      let name = ordinal.prefix(1).uppercased() + ordinal.dropFirst()
      return name + suffix
    }
    return field
  }
}
