import AlertSpec
import StyleSheet

/// The group of an action sheet's header and actions, in its own coordinates: classic rows
/// with a hairline above each, or iOS 26's capsules (docs/action-sheet-metrics.md).
struct SheetActionGroup {
  var rows: [ButtonLayout] = []
  var separators: [Rect] = []
  /// The group's full height, header included.
  var height: Double

  /// Lays out the actions at `indices` (spec order) below a header `headerHeight` tall, in a
  /// group `style.metrics.width` wide.
  init(
    _ spec: AlertSpec, indices: [Int], headerHeight: Double, style: StyleSheet,
    arranger: ButtonArranger, scale: Int
  ) {
    let m = style.metrics
    let emphasised = style.metrics.emphasisedIndex(of: spec)
    let rowHeight = m.buttonHeight
    height = headerHeight
    switch style.actionSheet.actions {
    case .rows:
      let hairline = m.separatorPixels / Double(scale)
      for index in indices {
        if height > 0 {
          separators.append(Rect(x: 0, y: height, width: m.width, height: hairline))
          height += hairline
        }
        let frame = Rect(x: 0, y: height, width: m.width, height: rowHeight)
        rows.append(arranger.label(spec, index: index, in: frame, emphasised: index == emphasised))
        height += rowHeight
      }
    case .capsules:
      // The alert's capsule area (`<buttons inset spacing>`): inset on every side, stacked
      // `spacing` apart, no separators; UIKit's action sheet style shares the alert's
      // actionSequenceEdgeInsets and actionSpacing (UIInterfaceActionConcreteVisualStyle_iOS).
      guard !indices.isEmpty else { return }
      var y = height + m.buttonAreaInset
      for index in indices {
        let frame = Rect(
          x: m.buttonAreaInset, y: y, width: m.width - 2 * m.buttonAreaInset, height: rowHeight)
        rows.append(arranger.label(spec, index: index, in: frame, emphasised: index == emphasised))
        y += rowHeight + m.buttonSpacing
      }
      height = y - m.buttonSpacing + m.buttonAreaInset
    }
  }
}
