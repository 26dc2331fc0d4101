import AlertSpec
import StyleSheet

/// Where an action sheet's groups go on the screen.
struct SheetPlacement {
  var actionGroup: Rect
  var cancelGroup: Rect?
  var arrow: PopoverArrow?
  var note: String?

  /// iPhone: the cancel group's bottom on the safe area's bottom (or `margin` above the
  /// screen's bottom where the safe area has none), the action group `cancelGap` above it,
  /// centred in the safe area; kept `margin` below the safe area's top, so a tall group shows
  /// its top and scrolls.
  static func bottom(
    width: Double, contentHeight: Double, cancelHeight: Double,
    screen: (width: Double, height: Double), insets: Insets, safe: Rect,
    metrics s: ActionSheetMetrics, scale: Int
  ) -> SheetPlacement {
    let bottom = screen.height - max(insets.bottom, s.margin)
    let x = (safe.midX - width / 2).snapped(toScale: scale)
    let gap = cancelHeight > 0 && contentHeight > 0 ? s.cancelGap : 0
    let groupBottom = bottom - cancelHeight - gap
    let shown = max(0, min(contentHeight, groupBottom - (safe.y + s.margin)))
    let group = Rect(x: x, y: groupBottom - shown, width: width, height: shown)
    let cancel =
      cancelHeight > 0
      ? Rect(x: x, y: bottom - cancelHeight, width: width, height: cancelHeight) : nil
    return SheetPlacement(actionGroup: group, cancelGroup: cancel)
  }

  /// iPad: a popover `width` wide beside `source`, below it when there is room (the arrow on
  /// the popover's top edge), else above it; kept `margin` inside the safe area. Without a
  /// source it is centred, without an arrow, and says so in the note.
  static func popover(
    width: Double, contentHeight: Double, safe: Rect, source: SourceRect?,
    metrics s: ActionSheetMetrics, scale: Int
  ) -> SheetPlacement {
    let room = safe.height - 2 * s.margin
    guard let source else {
      let height = min(contentHeight, room)
      let group = Rect(
        x: (safe.midX - width / 2).snapped(toScale: scale),
        y: (safe.midY - height / 2).snapped(toScale: scale), width: width, height: height)
      return SheetPlacement(
        actionGroup: group,
        note:
          "no sourceRect: the popover is centred without an arrow; UIKit needs the "
          + "popoverPresentationController's sourceView and sourceRect (or a bar button item), "
          + "so give the spec a \"sourceRect\"")
    }
    if source.arrow == .none {
      // No arrow (permittedArrowDirections empty): centred on the source, kept inside the
      // safe area. UNVERIFIED: UIKit's own placement without an arrow.
      let height = min(contentHeight, room)
      let x = max(
        safe.x + s.margin,
        min(safe.maxX - s.margin - width, source.x + source.width / 2 - width / 2))
      let y = max(
        safe.y + s.margin,
        min(safe.maxY - s.margin - height, source.y + source.height / 2 - height / 2))
      return SheetPlacement(
        actionGroup: Rect(
          x: x.snapped(toScale: scale), y: y.snapped(toScale: scale), width: width,
          height: height))
    }
    let below = safe.maxY - s.margin - (source.y + source.height) - s.arrowHeight
    let above = source.y - (safe.y + s.margin) - s.arrowHeight
    let downward = below >= contentHeight || below >= above
    let height = max(0, min(contentHeight, downward ? below : above))
    let minX = safe.x + s.margin
    let maxX = safe.maxX - s.margin - width
    let x = max(minX, min(maxX, source.x + source.width / 2 - width / 2)).snapped(toScale: scale)
    let y =
      downward
      ? source.y + source.height + s.arrowHeight : source.y - s.arrowHeight - height
    // The arrow stays clear of the rounded corners.
    let inset = s.popoverCornerRadius + s.arrowWidth / 2
    let tipX = max(x + inset, min(x + width - inset, source.x + source.width / 2))
    let arrow = PopoverArrow(
      tip: Point(x: tipX, y: downward ? source.y + source.height : source.y),
      edge: downward ? .top : .bottom, width: s.arrowWidth, height: s.arrowHeight)
    return SheetPlacement(
      actionGroup: Rect(x: x, y: y.snapped(toScale: scale), width: width, height: height),
      arrow: arrow)
  }
}
