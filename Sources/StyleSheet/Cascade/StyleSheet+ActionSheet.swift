/// Reading `<action-sheet>`, `<action-sheet-labels>`, `<popover>` and `<action-sheet-look>`:
/// every attribute is optional and keeps the classic value.
extension StyleSheet {
  static func actionSheet(_ r: inout SettingReader) -> ActionSheetMetrics {
    var m = ActionSheetMetrics()
    var element = "<action-sheet>"
    r.read(element, "margin", into: &m.margin)
    m.maximumWidth = r.optionalDouble(element, "maximum-width")
    m.landscapeMaximumWidth = r.optionalDouble(element, "landscape-maximum-width")
    r.read(element, "corner-radius", into: &m.cornerRadius)
    r.read(element, "row-height", into: &m.rowHeight)
    r.read(element, "cancel-gap", into: &m.cancelGap)
    r.read(element, "action-size", into: &m.actionSize)
    element = "<action-sheet-labels>"
    r.read(element, "inset", into: &m.labelInset)
    r.read(element, "first-baseline", into: &m.firstBaseline)
    r.read(element, "message-baseline-gap", into: &m.messageBaselineGap)
    r.read(element, "bottom-after-labels", into: &m.bottomAfterLabels)
    m.bottomAfterMessageWithTitle = r.optionalDouble(element, "bottom-after-message-with-title")
    r.read(element, "title-size", into: &m.titleSize)
    if r.has(element, "title-weight") {
      m.titleWeight = r.choice(element, "title-weight", default: FontWeight.semibold)
    }
    r.read(element, "message-size", into: &m.messageSize)
    element = "<popover>"
    r.read(element, "width", into: &m.popoverWidth)
    r.read(element, "corner-radius", into: &m.popoverCornerRadius)
    r.read(element, "arrow-height", into: &m.arrowHeight)
    r.read(element, "arrow-width", into: &m.arrowWidth)
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
