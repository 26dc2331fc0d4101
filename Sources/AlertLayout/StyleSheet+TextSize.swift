import StyleSheet

/// A style sheet at one configuration's Dynamic Type size (ios-alert-metrics.md §5).
extension StyleSheet {
  /// This sheet as `configuration` draws it: every font at the configuration's text size
  /// (floored as the sheet says), the margins scaled with the fonts they follow, the buttons
  /// as tall as their text needs, and at AX1–AX5 the wider alert and the accessibility button
  /// margins. The layout reads only this, so it has no text-size rule of its own.
  package func sized(for configuration: RenderConfiguration) -> StyleSheet {
    let size = textSizeSettings.drawn(configuration.textSize)
    let f = fonts
    let m = metrics
    var sheet = self
    sheet.fonts = FontSet(
      title: f.title.at(size), message: f.message.at(size), button: f.button.at(size),
      emphasisedButton: f.emphasisedButton.at(size), textField: f.textField.at(size))
    sheet.fonts.loneLabel = f.loneLabel?.at(size)
    var sized = m
    sized.firstBaseline = f.title.scaled(m.firstBaseline, at: size)
    sized.bottomAfterTitle = f.title.scaled(m.bottomAfterTitle, at: size)
    sized.messageBaselineGap = f.message.scaled(m.messageBaselineGap, at: size)
    sized.bottomAfterMessage = f.message.scaled(m.bottomAfterMessage, at: size)
    sized.textFieldHeight = f.textField.scaled(m.textFieldHeight, at: size)
    sized.textFieldGapAbove = f.textField.scaled(m.textFieldGapAbove, at: size)
    sized.textFieldGapBelow = f.title.scaled(m.textFieldGapBelow, at: size)
    sized.buttonLabelRise = f.button.scaled(m.buttonLabelRise, at: size)
    var vertical = m.buttonContentMargin
    if size.isAccessibility {
      vertical = f.button.scaled(
        m.accessibilityButtonVerticalMargin ?? m.buttonContentMargin, at: size)
      sized.buttonContentMargin = m.accessibilityButtonHorizontalMargin ?? m.buttonContentMargin
      sized.width = accessibilityWidth(configuration)
    }
    // The label's line: what a row of `buttonHeight` holds between its margins at Large
    // (44 − 2 × 12 = 20, Body with tight leading), grown with the button font.
    let line = f.button.scaled(m.buttonHeight - 2 * m.buttonContentMargin, at: size)
    sized.buttonHeight = max(m.buttonHeight, line + 2 * vertical)
    sheet.metrics = sized
    return sheet
  }

  /// The alert's width at AX1–AX5: the sheet's accessibility width, kept
  /// `accessibilitySideMargin` from each side of the safe area, never narrower than the
  /// classic width. The sheet's classic width when it sets no accessibility width.
  func accessibilityWidth(_ configuration: RenderConfiguration) -> Double {
    let m = metrics
    guard let wanted = m.accessibilityWidth else { return m.width }
    let screen = configuration.device.size(configuration.orientation)
    let insets = configuration.device.insets(configuration.orientation)
    let room = screen.width - insets.left - insets.right - 2 * m.accessibilitySideMargin
    return max(m.width, min(wanted, room))
  }
}
