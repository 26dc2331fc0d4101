import AlertSpec
import StyleSheet

/// One button in alert coordinates.
struct ButtonLayout {
  var button: AlertButton
  var specIndex: Int
  var frame: Rect
  var text: MeasuredText
  var emphasised: Bool
  var labelScale: Double
  var truncated: Bool
  /// The fill drawn behind the label (capsules), or `nil` for none.
  var fill: RGBA?

  func geometry(offsetX: Double, offsetY: Double) -> ButtonGeometry {
    ButtonGeometry(
      label: button.label, role: button.role, specIndex: specIndex,
      frame: frame.offsetBy(dx: offsetX, dy: offsetY),
      text: text.block(text: button.label, offsetX: offsetX, offsetY: offsetY),
      emphasised: emphasised, labelScale: labelScale, truncated: truncated)
  }
}

/// Decides side by side or stacked, orders the buttons and sizes their labels
/// (ios-alert-metrics.md §2).
struct ButtonArranger {
  let style: StyleSheet
  let palette: Palette
  let engine: TextEngine
  let language: String?

  struct Arrangement {
    var buttons: [ButtonLayout]
    var stacked: Bool
    var separators: [Rect]
    var height: Double
  }

  /// The width a label needs in a side-by-side slot: its measured width plus the margins.
  func fittedWidth(_ button: AlertButton, emphasised: Bool) -> Double {
    let font = emphasised ? style.fonts.emphasisedButton : style.fonts.button
    let width = engine.layout(button.label, font: font, wrapWidth: nil, language: language)
      .metrics().logical.width
    return width + 2 * style.metrics.buttonContentMargin
  }

  /// Whether the buttons go side by side: fewer than `stackFrom`, and every label fits its slot.
  func sideBySide(_ spec: AlertSpec) -> Bool {
    let count = spec.buttons.count
    guard count > 0, count < style.metrics.stackFrom else { return false }
    let slot = slotWidth(count)
    let emphasised = style.metrics.emphasisedIndex(of: spec)
    return spec.buttons.indices.allSatisfy {
      fittedWidth(spec.buttons[$0], emphasised: $0 == emphasised) <= slot
    }
  }

  /// The width of each of `count` side-by-side cells: the alert's width (less the capsule
  /// area's insets and spacing) shared equally; 270 / 2 = 135 classic, (320 − 32 − 8) / 2 =
  /// 140 in iOS 26 (ios-alert-metrics.md §2, §3).
  func slotWidth(_ count: Int) -> Double {
    let m = style.metrics
    guard m.buttonShape == .capsules else { return m.width / Double(count) }
    return (m.width - 2 * m.buttonAreaInset - m.buttonSpacing * Double(count - 1))
      / Double(count)
  }

  /// Spec indices in visual order, left to right or top to bottom: Cancel on the leading
  /// side of a row (the left, or the right in a right-to-left language), last in a stack.
  static func order(_ buttons: [AlertButton], stacked: Bool, rightToLeft: Bool = false) -> [Int] {
    let cancel = buttons.indices.filter { buttons[$0].role == .cancel }
    let others = buttons.indices.filter { buttons[$0].role != .cancel }
    if stacked { return others + cancel }
    return rightToLeft ? (cancel + others).reversed() : cancel + others
  }

  func arrange(_ spec: AlertSpec, top: Double, scale: Int) -> Arrangement {
    let m = style.metrics
    if m.buttonShape == .capsules { return capsules(spec, top: top) }
    let hairline = m.separatorPixels / Double(scale)
    let stacked = !sideBySide(spec)
    let order = Self.order(
      spec.buttons, stacked: stacked, rightToLeft: LanguageDirection.isRightToLeft(language))
    let count = Double(order.count)
    // Found once: looking it up per button made 10,000 buttons quadratic.
    let emphasised = style.metrics.emphasisedIndex(of: spec)
    var buttons: [ButtonLayout] = []
    var separators: [Rect] = []
    // Each row is its hairline and then a full button height below it, as in UIKit (row pitch
    // 44 pt + 1 device pixel; ios-alert-metrics.md §7). Side by side, the vertical hairline
    // spans the button height under the row's hairline.
    let pitch = m.buttonHeight + hairline
    for (position, index) in order.enumerated() {
      let p = Double(position)
      let frame =
        stacked
        ? Rect(x: 0, y: top + p * pitch + hairline, width: m.width, height: m.buttonHeight)
        : Rect(
          x: p * m.width / count, y: top + hairline, width: m.width / count,
          height: m.buttonHeight)
      if position == 0 || stacked {
        separators.append(Rect(x: 0, y: frame.y - hairline, width: m.width, height: hairline))
      } else {
        separators.append(
          Rect(x: frame.x, y: frame.y, width: hairline, height: m.buttonHeight))
      }
      buttons.append(label(spec, index: index, in: frame, emphasised: index == emphasised))
    }
    let height = stacked ? count * pitch : (order.isEmpty ? 0 : pitch)
    return Arrangement(buttons: buttons, stacked: stacked, separators: separators, height: height)
  }

  /// Sets a label in its cell: full size when it fits, else shrunk down to the sheet's minimum
  /// scale, else cut with an ellipsis at that scale.
  func label(_ spec: AlertSpec, index: Int, in frame: Rect, emphasised: Bool) -> ButtonLayout {
    let m = style.metrics
    let button = spec.buttons[index]
    let font = emphasised ? style.fonts.emphasisedButton : style.fonts.button
    let tinted = self.tinted(spec, index: index, emphasised: emphasised)
    // A disabled action is grey whatever its role (UIKit dims its label; n3 of
    // real-ios-alerts-2 shows a disabled destructive action grey on iOS 26).
    let color =
      button.disabled
      ? palette.disabledButtonText
      : button.role == .destructive
        ? palette.destructive
        : tinted ? palette.tintedButtonText ?? palette.tint : palette.buttonText ?? palette.tint
    let available = frame.width - 2 * m.buttonContentMargin
    let natural = engine.layout(button.label, font: font, wrapWidth: nil, language: language)
    let naturalWidth = natural.metrics().logical.width
    var scale = 1.0
    var layout = natural
    var truncated = false
    if naturalWidth > available {
      scale = max(m.buttonMinimumScale, available / naturalWidth)
      // Tracking tables loosen smaller text (SF Pro's own, and Inter's fitted to it), so text
      // set smaller can be wider than in proportion: shrink again, as UIKit's label does, until
      // it fits or reaches the minimum scale.
      for _ in 0..<4 where scale > m.buttonMinimumScale {
        let width = engine.layout(
          button.label, font: font, size: font.size * scale, wrapWidth: nil, language: language
        ).metrics().logical.width
        guard width > available else { break }
        scale = max(m.buttonMinimumScale, scale * available / width)
      }
      layout = engine.layout(
        button.label, font: font, size: font.size * scale, wrapWidth: available, ellipsize: true,
        language: language)
    }
    var text = MeasuredText(
      layout: layout, font: font, size: font.size * scale, color: color, x: 0, y: 0)
    truncated = text.metrics.ellipsized
    // Centre the label's logical box in the cell, raised by the sheet's `label-rise`.
    text.x = layout === natural ? frame.midX - naturalWidth / 2 : frame.x + m.buttonContentMargin
    text.y = frame.midY - text.height / 2 - m.buttonLabelRise
    return ButtonLayout(
      button: button, specIndex: index, frame: frame, text: text, emphasised: emphasised,
      labelScale: scale, truncated: truncated, fill: tinted ? palette.tint : palette.buttonFill)
  }
}
