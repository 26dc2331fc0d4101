import AlertLayout
import AlertSpec

/// The least copy an alert could have: the same parts (a title if it has one, its buttons
/// with their roles, its text fields), each one short word, and no message. A measured problem
/// this alert also has in a configuration is one no copy change can fix there: the
/// configuration itself is too small (at AX4 on an iPhone SE in landscape even "Delete" and
/// "OK" scroll), and iOS scrolls the alert.
enum CopyFloor {
  /// The floor of `spec`'s copy, in its language's layout direction.
  static func of(_ spec: AlertSpec) -> AlertSpec {
    var floor = spec
    floor.title = spec.title.map { _ in "Delete" }
    floor.message = nil
    floor.buttons = spec.buttons.map { button in
      var short = button
      short.label = "OK"
      return short
    }
    floor.textFields = spec.textFields.map { field in
      var short = field
      short.placeholder = "Name"
      short.text = nil
      return short
    }
    floor.keys = [:]
    floor.strings = nil
    floor.arguments = nil
    floor.localizations = [:]
    floor.textPositions = [:]
    return floor
  }

  /// What makes two specs' floors lay out alike, so each is measured once.
  static func key(_ spec: AlertSpec) -> String {
    [
      spec.style.rawValue, spec.title == nil ? "-" : "t",
      spec.buttons.map(\.role.rawValue).joined(separator: ","),
      spec.textFields.map { $0.secure ? "s" : "f" }.joined(),
      spec.preferred.map(String.init) ?? "-", spec.locale ?? "", spec.localizedFor ?? "",
      spec.sourceRect == nil ? "" : "r",
    ].joined(separator: "|")
  }
}
