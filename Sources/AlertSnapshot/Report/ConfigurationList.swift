/// A group's configurations written compactly: when they are every combination of their
/// devices, orientations, appearances, locales, text sizes and scales, in the shell's brace
/// form, which expands to exactly their names (`iphone-se.{portrait,landscape}.{light,dark}@2x`,
/// `iphone-se.portrait.light{,.AX3}@2x`); otherwise each name, comma-separated.
enum ConfigurationList {
  static func compact(_ configurations: [String], id: String) -> String {
    let names = configurations.compactMap { ReferenceName("\(id)/\(id).\($0).png") }
    guard configurations.count > 1, names.count == configurations.count else {
      return configurations.joined(separator: ", ")
    }
    // A part that only some names have (a locale, a text size other than L) keeps its dot
    // inside the choice, which then has an empty side: `{,.AX3}`.
    let rows = names.map { name in
      [
        name.device, name.orientation.rawValue, name.appearance.rawValue,
        name.locale.map { "." + $0 } ?? "",
        name.textSize == .standard ? "" : "." + name.textSize.rawValue, "@\(name.scale)x",
      ]
    }
    let columns = (0..<6).map { column in ordered(rows.map { $0[column] }) }
    guard columns.reduce(1, { $0 * $1.count }) == Set(configurations).count else {
      return configurations.joined(separator: ", ")
    }
    let written = columns.map { $0.count == 1 ? $0[0] : "{" + $0.joined(separator: ",") + "}" }
    return written[0] + "." + written[1] + "." + written[2] + written[3...].joined()
  }

  /// `values` without repeats, in their first order.
  private static func ordered(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}
