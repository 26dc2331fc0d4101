/// Reading `<action-sheet>`: every attribute is optional and keeps the classic value.
extension StyleSheet {
  static func actionSheet(_ r: inout SettingReader) -> ActionSheetMetrics {
    let element = "<action-sheet>"
    var m = ActionSheetMetrics()
    func read(_ attribute: String, _ value: inout Double) {
      if let read = r.optionalDouble(element, attribute) { value = read }
    }
    read("margin", &m.margin)
    m.maximumWidth = r.optionalDouble(element, "maximum-width")
    read("corner-radius", &m.cornerRadius)
    read("row-height", &m.rowHeight)
    read("cancel-gap", &m.cancelGap)
    read("label-inset", &m.labelInset)
    read("first-baseline", &m.firstBaseline)
    read("message-baseline-gap", &m.messageBaselineGap)
    read("bottom-after-labels", &m.bottomAfterLabels)
    read("title-size", &m.titleSize)
    if r.has(element, "title-weight") {
      m.titleWeight = r.choice(element, "title-weight", default: FontWeight.semibold)
    }
    read("message-size", &m.messageSize)
    read("action-size", &m.actionSize)
    read("popover-width", &m.popoverWidth)
    read("popover-corner-radius", &m.popoverCornerRadius)
    read("arrow-height", &m.arrowHeight)
    read("arrow-width", &m.arrowWidth)
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
