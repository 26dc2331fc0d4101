/// Decoding of `runTime`: the fields whose text the app knows only at run time, each with what
/// it is read from, as `extract` writes them for copy it could not resolve.
extension AlertDecoder {
  /// The paths `runTime` may name.
  static func isTextPath(_ path: String) -> Bool {
    if ["title", "message"].contains(path) { return true }
    for (array, member) in [("buttons", "label"), ("textFields", "placeholder")] {
      let prefix = array + "["
      let suffix = "]." + member
      guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { continue }
      let index = path.dropFirst(prefix.count).dropLast(suffix.count)
      return !index.isEmpty && index.allSatisfy(\.isASCII) && Int(index) != nil
    }
    return false
  }

  mutating func decodeRunTime(_ value: JSONValue) {
    spec.locations["runTime"] = value.location
    if value.isNull { return }
    guard let members = value.objectValue else {
      wrongType(
        value, path: "runTime",
        expected: "an object such as {\"message\": \"error.localizedDescription\"}")
      return
    }
    for member in members {
      let path = "runTime.\(member.key)"
      guard Self.isTextPath(member.key) else {
        fail(
          member.value.location,
          "'runTime' names '\(member.key)', which is not a text field; name title, message, "
            + "buttons[N].label or textFields[N].placeholder")
        continue
      }
      guard let source = optionalText(member.value, path: path, .runTime(path)) else { continue }
      spec.runTime[member.key] = source
    }
  }
}
