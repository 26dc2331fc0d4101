import AlertSpec

/// How an alert found in Swift relates to the app's alert factories (``AlertFactory``), which
/// decides whether it is kept once the whole project is read:
/// - an alert outside any factory, or made by a call of one there, is always kept;
/// - a factory's own alert (a *template*, reading the factory's parameters) is kept unless a
///   kept call of that factory shows it, with the call's copy in place;
/// - a template made by a call inside another factory that passes no copy of its own
///   (`handleError(error)` → `presentUserExistsError(error: error)`) and is the only way to
///   that factory's own alert adds nothing to it; the factory's alert is kept instead.
struct AlertOrigin: Hashable, Sendable {
  /// The key of the factory whose body this alert is, when it reads that factory's parameters.
  var template: String?
  /// Made by a factory call that passed no copy (only run-time values such as an error).
  var passesNoCopy = false
  /// Where each alert this one shows through factory calls was read, innermost first
  /// (`file:line:column`).
  var via: [String] = []
  /// Where the alert is built, when a call of a factory shows it: the `UIAlertController(…)`
  /// or `.alert(…)` in the innermost factory's body.
  var made: SpecLocation?

  /// `file:line:column` of `location`, as ``via`` names alerts.
  static func place(_ location: SpecLocation) -> String {
    "\(location.file):\(location.line):\(location.column)"
  }
}
