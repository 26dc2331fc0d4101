import AlertSpec
import StyleSheet

/// Lays out action sheets: on iPhone anchored to the bottom of the safe area, the cancel
/// action in its own group below (or left out, `<action-sheet-look cancel="hidden">`), or a
/// popover from the spec's source (`phone="popover"`); on an iPad (a device with
/// `idiom="pad"`) a popover without the cancel action. Numbers come from the sheet's
/// `<action-sheet>`, `<popover>` and `<action-sheet-look>`.
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
    // iPad: always a popover. iPhone: at the bottom, or (iOS 26) a popover when the spec says
    // what it points at.
    let isPad = device.idiom == .pad
    let isPopover = isPad || (s.phone == .popover && spec.sourceRect != nil)
    // iOS 26 on iPhone with nothing to point at: as wide as the alert, with the alert's
    // header and Cancel as the last capsule (real-ios-alerts-2 n3, a 2026 build).
    let sourceless = !isPad && s.phone == .popover && spec.sourceRect == nil
    // On iPhone the sheet is as wide as in portrait (the screen's short side less two
    // margins) unless the sheet caps it (in landscape too, `landscape-maximum-width`), and
    // never wider than the safe area allows; a popover on iPhone keeps that width.
    let landscapeCap =
      configuration.orientation == .landscape ? s.landscapeMaximumWidth ?? .infinity : .infinity
    let width =
      isPad
      ? s.popoverWidth
      : min(
        sourceless
          ? style.metrics.width
          : min(
            s.maximumWidth ?? (min(screen.width, screen.height) - 2 * s.margin), landscapeCap),
        safe.width - 2 * s.margin)
    let hasTitle = !(spec.title ?? "").isEmpty
    let sheetStyle = style.actionSheetStyle(for: configuration, width: width, hasTitle: hasTitle)
    var palette = sheetStyle.palette(configuration.appearance).tinted(
      by: spec, configuration.appearance)
    if s.header == .sheet {
      palette.title = palette.sheetHeader
      palette.message = palette.sheetHeader
    }
    let engine = fonts.engine
    let language = TextLanguage.of(spec, in: configuration, style: sheetStyle)
    // Action sheets have no text fields (UIKit refuses them); the header is title and message.
    var headerSpec = spec
    headerSpec.textFields = []
    let header = HeaderLayout(
      spec: headerSpec, style: sheetStyle, palette: palette, engine: engine, language: language)
    let scale = Double(configuration.scale)
    let headerHeight = (header.height * scale).rounded(.up) / scale
    let rowHeight = sheetStyle.metrics.buttonHeight
    let arranger = ButtonArranger(
      style: sheetStyle, palette: palette, engine: engine, language: language)
    let cancelIndex = spec.buttons.firstIndex { $0.role == .cancel }
    // UIKit leaves the cancel action out of a popover (tapping outside cancels), and iOS 26
    // out of every popover sheet (hideCancelAction:inAlertController:); iOS 26's sheet
    // without a source shows it as its last capsule instead.
    let hidesCancel = !sourceless && (isPopover || s.cancel == .hidden)
    let inGroup =
      spec.buttons.indices.filter { $0 != cancelIndex }
      + (sourceless ? cancelIndex.map { [$0] } ?? [] : [])

    // The group of the header and the actions, in its own coordinates.
    let actions = SheetActionGroup(
      spec, indices: inGroup, headerHeight: headerHeight, style: sheetStyle, arranger: arranger,
      scale: configuration.scale)
    let rows = actions.rows
    let separators = actions.separators
    let contentHeight = actions.height
    let cancel = cancelIndex.flatMap { index -> ButtonLayout? in
      guard !hidesCancel, !sourceless else { return nil }
      let frame = Rect(x: 0, y: 0, width: width, height: rowHeight)
      return arranger.label(
        spec, index: index, in: frame,
        emphasised: index == sheetStyle.metrics.emphasisedIndex(of: spec))
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
    // Without a separate cancel group, every action is in the group (the painter fills them
    // all as capsules).
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
      hiddenCancel: hidesCancel ? cancelIndex : nil,
      note: placement.note ?? phoneNote(spec, isPopover: isPopover))
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
    var laidOut = LaidOutAlert(
      geometry: geometry, title: header.title?.placed(offsetX: group.x, offsetY: group.y),
      message: header.message?.placed(offsetX: group.x, offsetY: group.y), textFields: [],
      buttons: labels)
    if s.actions == .capsules { laidOut.buttonFills = rows.map(\.fill) }
    return laidOut
  }

  /// What the preview assumes when a sheet that UIKit would present as a popover on iPhone
  /// (iOS 26) has no source to point at.
  private func phoneNote(_ spec: AlertSpec, isPopover: Bool) -> String? {
    guard style.actionSheet.phone == .popover, !isPopover, spec.sourceRect == nil else {
      return nil
    }
    return "no sourceRect: iOS 26 draws this action sheet as wide as an alert, with Cancel as "
      + "its last capsule; the preview puts it at the bottom of the screen, where UIKit's place "
      + "for it is unverified. With a \"sourceRect\" it is a popover pointing there"
  }
}
