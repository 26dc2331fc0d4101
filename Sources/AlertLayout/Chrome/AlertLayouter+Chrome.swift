import StyleSheet

extension AlertLayouter {
  /// The chrome the sheet's ``StyleSheet/chrome`` asks for in `configuration`, or `nil` for
  /// none. Font thread only: the time is a Pango layout.
  ///
  /// iPhones hide the status bar in landscape (ios-alert-metrics.md §4), so a landscape phone
  /// shows only its home indicator and, with the device, its cutout on the left.
  package func chrome(in configuration: RenderConfiguration) -> ChromeLayout? {
    guard style.chrome != .none else { return nil }
    let device = configuration.device
    let metrics = device.chrome
    let size = device.size(configuration.orientation)
    let portrait = configuration.orientation == .portrait
    let palette = style.palette(configuration.appearance)
    var chrome = ChromeLayout(
      screen: Size(width: size.width, height: size.height), content: palette.title)
    let cutout = Self.cutout(metrics, screen: chrome.screen, portrait: portrait)
    if style.chrome == .device {
      chrome.cutout = cutout
      chrome.cutoutKind = cutout == nil ? .none : metrics.cutout
      chrome.cornerRadius = device.cornerRadius
    }
    if metrics.homeIndicator > 0 {
      chrome.homeIndicator = Rect(
        x: (size.width - metrics.homeIndicator) / 2,
        y: size.height - ChromeLayout.homeIndicatorGap - ChromeLayout.homeIndicatorHeight,
        width: metrics.homeIndicator, height: ChromeLayout.homeIndicatorHeight)
    }
    guard portrait || device.idiom == .pad else { return chrome }
    let bar =
      device.idiom == .pad ? device.insets(configuration.orientation).top : metrics.statusBar
    placeStatusBar(in: &chrome, height: bar, cutout: portrait ? cutout : nil, idiom: device.idiom)
    return chrome
  }

  /// Lays the time and icons into a status bar `height` tall: either side of the cutout, or
  /// the time centred with the signal and Wi-Fi left and the battery right (Home-button
  /// phones), or the time leading and the icons trailing (iPads).
  private func placeStatusBar(
    in chrome: inout ChromeLayout, height: Double, cutout: Rect?, idiom: DeviceIdiom
  ) {
    let compact = height < 30
    let k = compact ? 0.75 : 1
    let font = FontSpec(
      families: style.fonts.title.families, size: compact ? 12 : 17, weight: .semibold)
    let layout = fonts.engine.layout("9:41", font: font, wrapWidth: nil, language: "en")
    let box = layout.metrics().logical
    let midY =
      cutout.map { $0.maxY > 0 && $0.y < 0 ? min($0.maxY, height) / 2 : $0.midY }
      ?? height / 2
    func icon(_ size: Size, x: Double) -> Rect {
      Rect(x: x, y: midY - size.height * k / 2, width: size.width * k, height: size.height * k)
    }
    let gap = ChromeLayout.iconGap * k
    let icons =
      (ChromeLayout.signalSize.width + ChromeLayout.wifiSize.width
        + ChromeLayout.batterySize.width) * k + 2 * gap
    let width = chrome.screen.width
    let timeX: Double
    let iconsX: Double?
    if let cutout {
      timeX = cutout.x / 2 - box.width / 2
      iconsX = (cutout.maxX + width) / 2 - icons / 2
    } else if idiom == .pad {
      timeX = 20
      iconsX = width - 20 - icons
    } else {
      timeX = (width - box.width) / 2
      iconsX = nil
    }
    chrome.time = PlacedText(
      layout: layout, originX: timeX - box.x, originY: midY - box.height / 2 - box.y,
      color: chrome.content)
    let signalX = iconsX ?? 6
    chrome.signal = icon(ChromeLayout.signalSize, x: signalX)
    chrome.wifi = icon(ChromeLayout.wifiSize, x: signalX + ChromeLayout.signalSize.width * k + gap)
    let batteryX =
      iconsX.map { $0 + icons - ChromeLayout.batterySize.width * k }
      ?? width - 6 - ChromeLayout.batterySize.width * k
    chrome.battery = icon(ChromeLayout.batterySize, x: batteryX)
  }

  /// The cutout's box on the screen: at the top in portrait, on the left in landscape.
  static func cutout(_ metrics: DeviceChromeMetrics, screen: Size, portrait: Bool) -> Rect? {
    guard metrics.cutout != .none, metrics.cutoutWidth > 0, metrics.cutoutHeight > 0 else {
      return nil
    }
    // A notch hangs from the edge: its box reaches past it so only its far corners round.
    let past = metrics.cutout == .notch ? metrics.cutoutHeight / 2 : 0
    let depth = metrics.cutoutHeight + past
    let along = metrics.cutoutWidth
    if portrait {
      return Rect(
        x: (screen.width - along) / 2, y: metrics.cutoutTop - past, width: along, height: depth)
    }
    return Rect(
      x: metrics.cutoutTop - past, y: (screen.height - along) / 2, width: depth, height: along)
  }
}
