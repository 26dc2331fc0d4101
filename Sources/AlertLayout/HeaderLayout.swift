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
    let width = m.width - 2 * m.labelInset
    var lastBaseline: Double?
    if let text = spec.title, !text.isEmpty {
      title = engine.paragraph(
        text, font: style.fonts.title, color: palette.title, width: width, x: m.labelInset,
        firstBaseline: m.firstBaseline, language: language)
      lastBaseline = title?.lastBaseline
    }
    if let text = spec.message, !text.isEmpty {
      // Without a title the message takes the title's place and font, as UIKit does.
      let font = title == nil ? style.fonts.title : style.fonts.message
      let baseline = lastBaseline.map { $0 + m.messageBaselineGap } ?? m.firstBaseline
      message = engine.paragraph(
        text, font: font, color: palette.message, width: width, x: m.labelInset,
        firstBaseline: baseline, language: language)
      lastBaseline = message?.lastBaseline
    }
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
