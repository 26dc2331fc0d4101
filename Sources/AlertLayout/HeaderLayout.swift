import AlertSpec
import StyleSheet

/// The part of the alert above the buttons: title, message and text fields, in alert coordinates.
struct HeaderLayout {
  var title: MeasuredText?
  var message: MeasuredText?
  var fields: [FieldLayout] = []
  /// From the alert's top to the separator above the buttons.
  var height: Double

  init(spec: AlertSpec, style: StyleSheet, palette: Palette, engine: TextEngine, language: String?)
  {
    let m = style.metrics
    let labels = Labels(spec: spec, style: style, palette: palette)
    let width = m.width - 2 * m.labelInset
    var lastBaseline: Double?
    var title: MeasuredText?
    var message: MeasuredText?
    // Centred first; the adaptive rule then sets the text again at the leading edge unless
    // the one label fits on one line.
    func set(_ centred: Bool) {
      lastBaseline = nil
      if let text = labels.title {
        title = engine.paragraph(
          text, font: labels.titleFont, color: palette.title, width: width, x: m.labelInset,
          firstBaseline: labels.firstBaseline(labels.titleFont), language: language,
          centred: centred)
        lastBaseline = title?.lastBaseline
      }
      if let text = labels.message {
        let baseline =
          lastBaseline.map { $0 + labels.messageGap } ?? labels.firstBaseline(labels.messageFont)
        message = engine.paragraph(
          text, font: labels.messageFont, color: labels.messageColor, width: width,
          x: m.labelInset, firstBaseline: baseline, language: language, centred: centred)
        lastBaseline = message?.lastBaseline
      }
    }
    set(true)
    if m.labelAlignment == .adaptive {
      let shown = [title, message].compactMap { $0 }
      let single = shown.count == 1 && shown[0].metrics.baselines.count == 1
      if !single { set(false) }
    }
    self.title = title
    self.message = message
    let below = message == nil ? m.bottomAfterTitle : m.bottomAfterMessage
    var end = lastBaseline.map { $0 + below } ?? 0
    if !spec.textFields.isEmpty {
      var top = (lastBaseline ?? 0) + m.textFieldGapAbove
      for (index, field) in spec.textFields.enumerated() {
        fields.append(
          FieldLayout(
            field, index: index, count: spec.textFields.count, top: top, style: style,
            palette: palette, engine: engine, language: language))
        top += m.textFieldHeight
      }
      end = top + m.textFieldGapBelow
    }
    height = max(end, m.minimumContentHeight)
  }
}

/// One text field in alert coordinates.
struct FieldLayout {
  var frame: Rect
  var text: MeasuredText
  var shown: String
  var showsPlaceholder: Bool
  var secure: Bool

  init(
    _ field: AlertTextField, index: Int, count: Int, top: Double, style: StyleSheet,
    palette: Palette, engine: TextEngine, language: String?
  ) {
    let m = style.metrics
    frame = Rect(
      x: m.textFieldMargin, y: top, width: m.width - 2 * m.textFieldMargin,
      height: m.textFieldHeight)
    let typed = field.text.flatMap { $0.isEmpty ? nil : $0 }
    showsPlaceholder = typed == nil
    secure = field.secure
    shown =
      typed.map { field.secure ? String(repeating: "•", count: $0.count) : $0 } ?? field.placeholder
    let font = style.fonts.textField
    let layout = engine.layout(
      shown, font: font, wrapWidth: frame.width - 2 * m.textFieldInset, ellipsize: true,
      centred: false, language: language)
    var measured = MeasuredText(
      layout: layout, font: font,
      color: showsPlaceholder ? palette.placeholder : palette.textFieldText,
      x: frame.x + m.textFieldInset, y: 0)
    measured.y = frame.midY - measured.height / 2
    text = measured
  }

  func geometry(offsetX: Double, offsetY: Double) -> TextFieldGeometry {
    TextFieldGeometry(
      frame: frame.offsetBy(dx: offsetX, dy: offsetY),
      text: text.block(text: shown, offsetX: offsetX, offsetY: offsetY),
      showsPlaceholder: showsPlaceholder, secure: secure)
  }
}
