/// Reading `<action-sheet>`, `<action-sheet-labels>`, `<popover>` and `<action-sheet-look>`:
/// every attribute is optional and keeps the classic value.
extension StyleSheet {
  static func actionSheet(_ r: inout SettingReader) -> ActionSheetMetrics {
    var m = ActionSheetMetrics()
    var element = "<action-sheet>"
    func read(_ attribute: String, _ value: inout Double) {
      if let read = r.optionalDouble(element, attribute) { value = read }
    }
    read("margin", &m.margin)
    m.maximumWidth = r.optionalDouble(element, "maximum-width")
    read("corner-radius", &m.cornerRadius)
    read("row-height", &m.rowHeight)
    read("cancel-gap", &m.cancelGap)
    read("action-size", &m.actionSize)
    element = "<action-sheet-labels>"
    read("inset", &m.labelInset)
    read("first-baseline", &m.firstBaseline)
    read("message-baseline-gap", &m.messageBaselineGap)
    read("bottom-after-labels", &m.bottomAfterLabels)
    read("title-size", &m.titleSize)
    if r.has(element, "title-weight") {
      m.titleWeight = r.choice(element, "title-weight", default: FontWeight.semibold)
    }
    read("message-size", &m.messageSize)
    element = "<popover>"
    read("width", &m.popoverWidth)
    read("corner-radius", &m.popoverCornerRadius)
    read("arrow-height", &m.arrowHeight)
    read("arrow-width", &m.arrowWidth)
    element = "<action-sheet-look>"
    if r.has(element, "header") { m.header = r.choice(element, "header", default: m.header) }
    if r.has(element, "actions") { m.actions = r.choice(element, "actions", default: m.actions) }
    if r.has(element, "cancel") { m.cancel = r.choice(element, "cancel", default: m.cancel) }
    if r.has(element, "phone") { m.phone = r.choice(element, "phone", default: m.phone) }
    return m
  }

  /// A colour the sheet may leave out: `fallback` when no layer sets it.
  static func optionalColor(
    _ appearance: Appearance, _ name: String, _ r: inout SettingReader, fallback: RGBA
  ) -> RGBA {
    let path = SheetLayer.colorPath(appearance: appearance.rawValue, name: name)
    return r.has(path, "value") ? r.color(path, "value") : fallback
  }
}
