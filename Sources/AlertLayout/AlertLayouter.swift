import AlertSpec
import StyleSheet

/// Lays out alerts as UIKit's classic alert does (ios-alert-metrics.md §1–2), with every number
/// taken from the style sheet and every text measured by Pango.
///
/// Safe to share between threads: it measures on the ``FontThread``, with the one
/// ``TextEngine`` of the sheet's fonts.
public final class AlertLayouter: Sendable {
  /// The sheet whose metrics, fonts and colours are used.
  public let style: StyleSheet
  let fonts: FontEnvironment

  /// Makes a layouter for a style sheet, with only the sheet's font files visible.
  ///
  /// Stops the process with a sentence naming the missing family when a font the sheet names
  /// is not installed; call ``FontEnvironment/forStyle(_:)`` first to handle that as an error.
  public convenience init(style: StyleSheet) {
    do {
      self.init(style: style, fonts: try FontEnvironment.forStyle(style))
    } catch {
      fatalError("\(error)")
    }
  }

  /// Makes a layouter for a style sheet whose fonts are already resolved.
  public init(style: StyleSheet, fonts: FontEnvironment) {
    self.style = style.keeping(fonts)
    self.fonts = fonts
  }

  /// The geometry of `spec` in `configuration`: the layout dump and the linter's measurements.
  public func geometry(of spec: AlertSpec, in configuration: RenderConfiguration) -> AlertGeometry {
    FontThread.run { layout(spec, in: configuration).geometry }
  }

  /// The geometry of `spec` in each of `configurations`, measured in one visit to the font
  /// thread. Text sizes the sheet floors to the same drawn size (xS, S and M draw as Large)
  /// are laid out once and share the geometry, which names the size asked for.
  public func geometries(of spec: AlertSpec, in configurations: [RenderConfiguration])
    -> [AlertGeometry]
  {
    FontThread.run {
      var drawn: [RenderConfiguration: AlertGeometry] = [:]
      return configurations.map { configuration in
        var key = configuration
        key.textSize = style.textSizeSettings.drawn(configuration.textSize)
        if drawn[key] == nil { drawn[key] = layout(spec, in: key).geometry }
        var geometry = drawn[key] ?? layout(spec, in: key).geometry
        geometry.textSize = configuration.textSize
        return geometry
      }
    }
  }

  /// Lays out `spec`, keeping the Pango layouts for drawing. Font thread only: the layouts it
  /// returns must not leave it.
  package func layout(_ spec: AlertSpec, in configuration: RenderConfiguration) -> LaidOutAlert {
    // The text of the configuration's locale, when the spec was localized for it.
    let spec = spec.shown(in: configuration.locale)
    if spec.style == .actionSheet { return layoutActionSheet(spec, in: configuration) }
    let engine = fonts.engine
    // Fonts, margins and width at the configuration's text size.
    let style = self.style.sized(for: configuration)
    let m = style.metrics
    let palette = style.palette(configuration.appearance).tinted(
      by: spec, configuration.appearance)
    let language = TextLanguage.of(spec, in: configuration, style: style)
    let header = HeaderLayout(
      spec: spec, style: style, palette: palette, engine: engine, language: language)
    // UIKit rounds view frames to device pixels; rounding the text block up keeps the
    // separators and buttons on whole pixels.
    let headerHeight =
      (header.height * Double(configuration.scale)).rounded(.up) / Double(configuration.scale)
    let buttons = ButtonArranger(
      style: style, palette: palette, engine: engine, language: language
    ).arrange(spec, top: headerHeight, scale: configuration.scale)

    // Centre the alert in the safe area, kept `screenInset` from its top and bottom.
    let height = headerHeight + buttons.height
    let screen = configuration.device.size(configuration.orientation)
    let insets = configuration.device.insets(configuration.orientation)
    let safe = Rect(
      x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
      height: screen.height - insets.top - insets.bottom)
    // With the keyboard up, the alert centres in the safe area above it
    // (placementAvoidsKeyboard) and must fit there.
    let keyboard = keyboardLayout(for: spec, in: configuration, screen: screen, insets: insets)
    var area = safe
    if let keyboard { area.height = min(safe.maxY, keyboard.frame.y) - safe.y }
    let maxHeight = area.height - 2 * m.screenInset
    let shown = min(height, maxHeight)
    let x = (area.midX - m.width / 2).snapped(toScale: configuration.scale)
    let y = (area.midY - shown / 2).snapped(toScale: configuration.scale)
    // A too-tall alert scrolls its text and keeps its buttons at the bottom, unless they would
    // take more than half of it (big text sizes in landscape): then each part gets half and
    // shows its top, as UIKit scrolls the buttons too. The split is UNVERIFIED
    // (ios-alert-metrics.md §1.7).
    let buttonsShown = min(buttons.height, max(shown - headerHeight, shown / 2))
    let buttonY = y + (shown - buttonsShown) - headerHeight

    var geometry = AlertGeometry(
      id: spec.id, device: configuration.device.id, deviceName: configuration.device.name,
      orientation: configuration.orientation, appearance: configuration.appearance,
      scale: configuration.scale, textSize: configuration.textSize,
      locale: configuration.locale, screen: Size(width: screen.width, height: screen.height),
      safeArea: safe, alert: Rect(x: x, y: y, width: m.width, height: shown),
      cornerRadius: m.cornerRadius,
      title: header.title.map { $0.block(text: spec.title ?? "", offsetX: x, offsetY: y) },
      message: header.message.map { $0.block(text: spec.message ?? "", offsetX: x, offsetY: y) },
      textFields: header.fields.map { $0.geometry(offsetX: x, offsetY: y) },
      buttons: buttons.buttons.map { $0.geometry(offsetX: x, offsetY: buttonY) },
      stacked: buttons.stacked,
      separators: buttons.separators.map { $0.offsetBy(dx: x, dy: buttonY) },
      scrolls: height > maxHeight, contentHeight: headerHeight)
    if geometry.scrolls {
      geometry.scrollIndicator = style.scrollIndicator.bar(
        in: geometry.alert, visibleBottom: y + shown - buttonsShown, contentHeight: headerHeight)
    }
    let keyboardDrawing = keyboard?.drawing(alertArea: area)
    geometry.keyboard = keyboardDrawing?.geometry
    return LaidOutAlert(
      geometry: geometry,
      title: header.title?.placed(offsetX: x, offsetY: y),
      message: header.message?.placed(offsetX: x, offsetY: y),
      textFields: header.fields.map { $0.text.placed(offsetX: x, offsetY: y) },
      buttons: buttons.buttons.map { $0.text.placed(offsetX: x, offsetY: buttonY) },
      buttonFills: buttons.buttons.contains { $0.fill != nil } ? buttons.buttons.map(\.fill) : [],
      keyboard: keyboardDrawing)
  }

  /// The keyboard `spec`'s first text field brings up, at the bottom of the screen; `nil`
  /// without fields or when the configuration hides it.
  private func keyboardLayout(
    for spec: AlertSpec, in configuration: RenderConfiguration,
    screen: (width: Double, height: Double), insets: Insets
  ) -> KeyboardLayout? {
    guard configuration.keyboard == .shown, let kind = KeyboardLayout.kind(of: spec) else {
      return nil
    }
    let k = style.keyboard
    let full = k.height(on: configuration.device, configuration.orientation)
    let keysHeight = KeyboardLayout.keysHeight(configuration.orientation)
    // The predictive bar takes what is left above the keys, up to its height; the digits pad
    // has none.
    let predictiveBar = min(k.predictiveBar, max(0, full - keysHeight))
    let height = full - (kind == .number ? predictiveBar : 0)
    return KeyboardLayout(
      frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height),
      kind: kind, orientation: configuration.orientation, left: insets.left, right: insets.right,
      predictiveBar: predictiveBar, colors: k.colors(configuration.appearance),
      families: style.fonts.button.families, engine: fonts.engine)
  }
}
