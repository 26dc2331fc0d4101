import AlertSpec
import StyleSheet

extension HeaderLayout {
  /// Which fonts, colours and baselines the title and message take.
  ///
  /// Classic: the title in its font; the message in its own, or in the title's font when
  /// there is no title; baselines as the sheet writes them. A sheet with a `lone-label` font
  /// sets a title without a message, or a message without a title, in it, a lone message in
  /// the title's colour (iOS 26: Body in labelColor, ios-alert-metrics.md §3); with
  /// `baselines="plus-line-height"` each baseline also adds its font's line height.
  struct Labels {
    var title: String?
    var message: String?
    var titleFont: FontSpec
    var messageFont: FontSpec
    var messageColor: RGBA
    let metrics: AlertMetrics

    init(spec: AlertSpec, style: StyleSheet, palette: Palette) {
      title = spec.title.flatMap { $0.isEmpty ? nil : $0 }
      message = spec.message.flatMap { $0.isEmpty ? nil : $0 }
      metrics = style.metrics
      let fonts = style.fonts
      titleFont = message == nil ? (fonts.loneLabel ?? fonts.title) : fonts.title
      messageFont = title == nil ? (fonts.loneLabel ?? fonts.title) : fonts.message
      messageColor = title == nil && fonts.loneLabel != nil ? palette.title : palette.message
    }

    /// The alert's top → the first label's first baseline.
    func firstBaseline(_ font: FontSpec) -> Double {
      metrics.firstBaseline + lineHeight(font)
    }

    /// The title's last baseline → the message's first.
    var messageGap: Double { metrics.messageBaselineGap + lineHeight(messageFont) }

    /// What `plus-line-height` adds: the font's line height (the sheet's `line-height`, else
    /// 1.2 × its size, UNVERIFIED); nothing under the fixed rule.
    private func lineHeight(_ font: FontSpec) -> Double {
      metrics.baselineRule == .plusLineHeight ? font.lineHeight ?? font.size * 1.2 : 0
    }
  }
}
