import AlertSupport

/// The one reading of a named choice every option, project-file key and server query uses:
/// case does not matter (`Dark`, `dark`), a typo gets the nearest name, and `all` stands for
/// every case where a list is taken.
public enum ChoiceValue {
  /// The case of `Value` named `text`, in any case.
  public static func one<Value: RawRepresentable & CaseIterable>(
    _ text: String, of: Value.Type, for name: String, among cases: [Value]? = nil
  ) throws(UsageError) -> Value where Value.RawValue == String {
    try find(text, in: cases ?? Array(Value.allCases), for: name, allowsAll: false)
  }

  /// The cases `texts` name, in the order given and without repeats; `all` alone is every
  /// case of `all` (by default every case).
  public static func list<Value: RawRepresentable & CaseIterable & Equatable>(
    _ texts: [String], of: Value.Type, for name: String, all: [Value]? = nil
  ) throws(UsageError) -> [Value] where Value.RawValue == String {
    let all = all ?? Array(Value.allCases)
    if texts.count == 1, texts[0].lowercased() == "all" { return all }
    var values: [Value] = []
    for text in texts {
      if text.lowercased() == "all" {
        throw UsageError("\(name) all stands alone; give either all or a list of values.")
      }
      let value = try find(text, in: all, for: name, allowsAll: true)
      if !values.contains(value) { values.append(value) }
    }
    return values
  }

  /// "; did you mean 'x'?" when a name is near `text`, or nothing.
  public static func hint(_ text: String, _ names: [String]) -> String {
    Suggestion.nearest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// " Did you mean 'x'?" when a name is near `text`, or nothing: a sentence of its own.
  public static func question(_ text: String, _ names: [String]) -> String {
    Suggestion.nearest(to: text, among: names).map { " Did you mean '\($0)'?" } ?? ""
  }

  private static func find<Value: RawRepresentable>(
    _ text: String, in cases: [Value], for name: String, allowsAll: Bool
  ) throws(UsageError) -> Value where Value.RawValue == String {
    if let value = cases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
      return value
    }
    let names = cases.map(\.rawValue)
    let choices = Suggestion.list(allowsAll ? names + ["all"] : names)
    let hint = hint(text, names)
    throw UsageError("\(name) takes \(choices), not '\(text)'\(hint.isEmpty ? "." : hint)")
  }
}
