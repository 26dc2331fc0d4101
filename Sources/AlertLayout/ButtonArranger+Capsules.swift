import AlertSpec
import StyleSheet

/// iOS 26's buttons (ios-alert-metrics.md §3): capsules inside the sheet's inset, spacing
/// apart, side by side or stacked by the same rule as the classic rows, with no separators.
extension ButtonArranger {
  func capsules(_ spec: AlertSpec, top: Double) -> Arrangement {
    let m = style.metrics
    let stacked = !sideBySide(spec)
    let order = Self.order(
      spec.buttons, stacked: stacked, rightToLeft: LanguageDirection.isRightToLeft(language))
    guard !order.isEmpty else {
      return Arrangement(buttons: [], stacked: stacked, separators: [], height: 0)
    }
    let emphasised = style.metrics.emphasisedIndex(of: spec)
    let height = m.buttonHeight
    let slot = slotWidth(order.count)
    var buttons: [ButtonLayout] = []
    for (position, index) in order.enumerated() {
      let p = Double(position)
      let frame =
        stacked
        ? Rect(
          x: m.buttonAreaInset, y: top + m.buttonAreaInset + p * (height + m.buttonSpacing),
          width: m.width - 2 * m.buttonAreaInset, height: height)
        : Rect(
          x: m.buttonAreaInset + p * (slot + m.buttonSpacing), y: top + m.buttonAreaInset,
          width: slot, height: height)
      buttons.append(label(spec, index: index, in: frame, emphasised: index == emphasised))
    }
    let rows = Double(stacked ? order.count : 1)
    return Arrangement(
      buttons: buttons, stacked: stacked, separators: [],
      height: 2 * m.buttonAreaInset + rows * height + (rows - 1) * m.buttonSpacing)
  }

  /// Whether the tint fills this button (`<buttons tinted-fill>`); never a destructive one.
  func tinted(_ spec: AlertSpec, index: Int, emphasised: Bool) -> Bool {
    guard emphasised, spec.buttons[index].role != .destructive else { return false }
    switch style.metrics.tintedFill {
    case .none: return false
    case .preferred: return spec.preferred == index
    case .emphasised: return true
    }
  }
}
