import StyleSheet

/// The style sheet as an action sheet draws it (docs/action-sheet-metrics.md), so that
/// ``HeaderLayout`` and ``ButtonArranger`` set the sheet's text as they set an alert's.
extension StyleSheet {
  /// This sheet at `configuration`'s text size with the action sheet's fonts and metrics in
  /// the alert's places: the sheet's `width`, its action font (the button roles'), its rows as
  /// tall as their text needs, and, with `header="sheet"`, its title and message fonts (the
  /// message role's families and table) and header margins scaled with those fonts (without a
  /// title the message takes the first baseline, in its own font); with `header="alert"` the
  /// alert's own header.
  package func actionSheetStyle(
    for configuration: RenderConfiguration, width: Double, hasTitle: Bool
  ) -> StyleSheet {
    let size = textSizeSettings.drawn(configuration.textSize)
    let s = actionSheet
    let f = fonts
    // The role's font at the sheet's size, keeping its font choice (SF Pro when installed,
    // and the tracking tables).
    func font(_ base: FontSpec, size points: Double, weight: FontWeight? = nil) -> FontSpec {
      var font = base
      font.size = points
      font.weight = weight ?? base.weight
      font.lineHeight = base.lineHeight.map { $0 * points / base.size }
      return font
    }
    let action = font(f.button, size: s.actionSize)
    let emphasised = font(f.emphasisedButton, size: s.actionSize)
    var sheet = sized(for: configuration)
    var m = sheet.metrics
    m.width = width
    m.minimumContentHeight = 0
    switch s.header {
    case .sheet:
      let message = font(f.message, size: s.messageSize)
      let title = hasTitle ? font(f.message, size: s.titleSize, weight: s.titleWeight) : message
      sheet.fonts = FontSet(
        title: title.at(size), message: message.at(size), button: action.at(size),
        emphasisedButton: emphasised.at(size), textField: sheet.fonts.textField)
      m.labelInset = s.labelInset
      m.firstBaseline = title.scaled(s.firstBaseline, at: size)
      m.bottomAfterTitle = title.scaled(s.bottomAfterLabels, at: size)
      m.messageBaselineGap = message.scaled(s.messageBaselineGap, at: size)
      m.bottomAfterMessage = message.scaled(
        hasTitle ? s.bottomAfterMessageWithTitle ?? s.bottomAfterLabels : s.bottomAfterLabels,
        at: size)
    case .alert:
      // The alert's header as `sized(for:)` sets it (fonts, lone label, margins); only the
      // actions take the sheet's size.
      sheet.fonts.button = action.at(size)
      sheet.fonts.emphasisedButton = emphasised.at(size)
    }
    // The label's line at Large is the alert's (buttonHeight − 2 × content margin: 20 for a
    // 17-pt Body) grown to the action size; the row keeps its Large margins around the line
    // as the line grows. UNVERIFIED: UIKit's own rule for the row at AX sizes.
    let lineAtLarge =
      (metrics.buttonHeight - 2 * metrics.buttonContentMargin) * s.actionSize
      / f.button.size
    let grown = action.scaled(lineAtLarge, at: size) - lineAtLarge
    m.buttonHeight = action.ratio(at: size) > 1 ? s.rowHeight + max(0, grown) : s.rowHeight
    sheet.metrics = m
    return sheet
  }
}
