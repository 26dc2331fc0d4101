import AlertMarkup
import AlertSpec
import StyleSheet

/// The configuration the preview shows: device, orientation, appearance, text size and, for
/// an alert with strings, locale. Each `<select>`'s name is the image API's query parameter.
enum PreviewControls {
  static func node(_ spec: AlertSpec, style: StyleSheet) -> MarkupNode {
    var fields = [
      select(
        "device", "Device", style.devices.map { ($0.id, $0.name) },
        selected: style.defaultDevices.first?.id),
      select(
        "orientation", "Orientation",
        Orientation.allCases.map { ($0.rawValue, $0.rawValue.capitalized) }),
      select(
        "appearance", "Appearance",
        Appearance.allCases.map { ($0.rawValue, $0.rawValue.capitalized) }),
      select(
        "text-size", "Text size",
        TextSize.allCases.map { ($0.rawValue, "\($0.rawValue) (\($0.uikitName))") },
        selected: TextSize.standard.rawValue),
    ]
    let locales = RenderQuery.locales(of: spec)
    if !locales.isEmpty {
      fields.append(
        select("locale", "Locale", [("", "The spec's own text")] + locales.map { ($0, $0) }))
    }
    return .el(
      "form",
      [("id", "controls"), ("class", "filters controls"), ("aria-label", "Preview settings")],
      fields)
  }

  private static func select(
    _ name: String, _ label: String, _ options: [(String, String)], selected: String? = nil
  ) -> MarkupNode {
    .el(
      "div", [("class", "field")],
      [
        .el("label", [("for", "control-" + name)], text: label),
        .el(
          "select", [("id", "control-" + name), ("name", name)],
          options.map { value, text in
            .el(
              "option", [("value", value)] + (value == selected ? [("selected", "")] : []),
              text: text)
          }),
      ])
  }
}
