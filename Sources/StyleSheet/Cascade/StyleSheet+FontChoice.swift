/// Reading the fonts a sheet uses only when installed, and their tracking.
extension StyleSheet {
  /// `<fonts if-installed optical-text optical-display display-from>` and every
  /// `<tracking family table>`.
  static func fontChoice(_ r: inout SettingReader) -> FontChoice {
    var choice = FontChoice()
    if r.has("<fonts>", "if-installed") { choice.ifInstalled = r.list("<fonts>", "if-installed") }
    choice.textFamily = r.settings[SettingKey(element: "<fonts>", attribute: "optical-text")]?.value
    choice.displayFamily =
      r.settings[SettingKey(element: "<fonts>", attribute: "optical-display")]?.value
    if let from = r.optionalDouble("<fonts>", "display-from") { choice.displayFrom = from }
    let prefix = "<tracking family=\""
    for (key, setting) in r.settings where key.element.hasPrefix(prefix) && key.attribute == "table"
    {
      // `<tracking family="Inter">` or `<tracking family="Inter" weight="semibold">`.
      let quoted = key.element.dropFirst(prefix.count).dropLast(1).split(separator: "\"")
      let family = quoted.first.map(String.init) ?? ""
      let weight = quoted.count >= 3 ? FontWeight(rawValue: String(quoted[2])) : nil
      if let table = TrackingTable(parsing: setting.value) {
        choice.tracking.append(FamilyTracking(family: family, weight: weight, table: table))
      } else {
        r.errors.append(
          StyleSheetError(
            file: setting.file, line: setting.line,
            message:
              "the tracking table of '\(family)' must be size:value pairs, e.g. table=\"12:0 13:-6 17:-26\""
          ))
      }
    }
    choice.tracking.sort {
      ($0.family, $0.weight?.rawValue ?? "") < ($1.family, $1.weight?.rawValue ?? "")
    }
    return choice
  }
}
