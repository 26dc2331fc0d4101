import AlertSpec
import StyleSheet

/// Lays out action sheets: on iPhone anchored to the bottom of the safe area, the cancel
/// action in its own group below; on an iPad (a device with `idiom="pad"`) a popover
/// without the cancel action. Numbers come from the sheet's `<action-sheet>`.
extension AlertLayouter {
  /// Lays out `spec` (an action sheet) for `configuration`. Font thread only.
  func layoutActionSheet(_ spec: AlertSpec, in configuration: RenderConfiguration)
    -> LaidOutAlert
  {
    let device = configuration.device
    let screen = device.size(configuration.orientation)
    let insets = device.insets(configuration.orientation)
    let safe = Rect(
      x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
      height: screen.height - insets.top - insets.bottom)
    let s = style.actionSheet
    let isPopover = device.idiom == .pad
    // On iPhone the sheet is as wide as in portrait (the screen's short side less two
    // margins) unless the sheet caps it, and never wider than the safe area allows.
    let width =
      isPopover
      ? s.popoverWidth
      : min(
        s.maximumWidth ?? (min(screen.width, screen.height) - 2 * s.margin),
        safe.width - 2 * s.margin)
    let hasTitle = !(spec.title ?? "").isEmpty
    let sheetStyle = style.actionSheetStyle(for: configuration, width: width, hasTitle: hasTitle)
    var palette = sheetStyle.palette(configuration.appearance)
    palette.title = palette.sheetHeader
    palette.message = palette.sheetHeader
    let engine = fonts.engine
    let language = TextLanguage.of(spec, in: configuration, style: sheetStyle)
    // Action sheets have no text fields (UIKit refuses them); the header is title and message.
    var headerSpec = spec
    headerSpec.textFields = []
    let header = HeaderLayout(
      spec: headerSpec, style: sheetStyle, palette: palette, engine: engine, language: language)
    let scale = Double(configuration.scale)
    let headerHeight = (header.height * scale).rounded(.up) / scale
    let hairline = sheetStyle.metrics.separatorPixels / scale
    let rowHeight = sheetStyle.metrics.buttonHeight
    let arranger = ButtonArranger(
      style: sheetStyle, palette: palette, engine: engine, language: language)
    let emphasised = spec.emphasisedIndex
    let cancelIndex = spec.buttons.firstIndex { $0.role == .cancel }

    // The group of the header and the actions, in its own coordinates.
    var rows: [ButtonLayout] = []
    var separators: [Rect] = []
    var contentHeight = headerHeight
    for index in spec.buttons.indices where index != cancelIndex {
      if contentHeight > 0 {
        separators.append(Rect(x: 0, y: contentHeight, width: width, height: hairline))
        contentHeight += hairline
      }
      let frame = Rect(x: 0, y: contentHeight, width: width, height: rowHeight)
      rows.append(arranger.label(spec, index: index, in: frame, emphasised: index == emphasised))
      contentHeight += rowHeight
    }
    let cancel = cancelIndex.flatMap { index -> ButtonLayout? in
      guard !isPopover else { return nil }
      let frame = Rect(x: 0, y: 0, width: width, height: rowHeight)
      return arranger.label(spec, index: index, in: frame, emphasised: index == emphasised)
    }

    let placement =
      isPopover
      ? SheetPlacement.popover(
        width: width, contentHeight: contentHeight, safe: safe, source: spec.sourceRect,
        metrics: s, scale: configuration.scale)
      : SheetPlacement.bottom(
        width: width, contentHeight: contentHeight, cancelHeight: cancel == nil ? 0 : rowHeight,
        screen: screen, insets: insets, safe: safe, metrics: s, scale: configuration.scale)
    let group = placement.actionGroup
    let cancelFrame = placement.cancelGroup
    var buttons = rows.map { $0.geometry(offsetX: group.x, offsetY: group.y) }
    var labels = rows.map { $0.text.placed(offsetX: group.x, offsetY: group.y) }
    if let cancel, let cancelFrame {
      buttons.append(cancel.geometry(offsetX: cancelFrame.x, offsetY: cancelFrame.y))
      labels.append(cancel.text.placed(offsetX: cancelFrame.x, offsetY: cancelFrame.y))
    }
    let bounds = Rect(
      x: group.x, y: group.y, width: width,
      height: (cancelFrame?.maxY ?? group.maxY) - group.y)
    let sheet = SheetGeometry(
      presentation: isPopover ? .popover : .sheet, actionGroup: group,
      actionGroupContentHeight: contentHeight, cancelGroup: cancelFrame, arrow: placement.arrow,
      hiddenCancel: isPopover ? cancelIndex : nil, note: placement.note)
    var geometry = AlertGeometry(
      id: spec.id, device: device.id, deviceName: device.name,
      orientation: configuration.orientation, appearance: configuration.appearance,
      scale: configuration.scale, textSize: configuration.textSize,
      locale: configuration.locale, screen: Size(width: screen.width, height: screen.height),
      safeArea: safe, alert: bounds,
      cornerRadius: isPopover ? s.popoverCornerRadius : s.cornerRadius,
      title: header.title.map {
        $0.block(text: spec.title ?? "", offsetX: group.x, offsetY: group.y)
      },
      message: header.message.map {
        $0.block(text: spec.message ?? "", offsetX: group.x, offsetY: group.y)
      },
      textFields: [], buttons: buttons, stacked: true,
      separators: separators.map { $0.offsetBy(dx: group.x, dy: group.y) },
      scrolls: contentHeight > group.height + 0.001, contentHeight: headerHeight)
    geometry.sheet = sheet
    return LaidOutAlert(
      geometry: geometry, title: header.title?.placed(offsetX: group.x, offsetY: group.y),
      message: header.message?.placed(offsetX: group.x, offsetY: group.y), textFields: [],
      buttons: labels)
  }
}
