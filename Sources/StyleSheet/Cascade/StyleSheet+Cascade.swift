/// Building the resolved ``StyleSheet`` from a cascade of layers.
extension StyleSheet {
  /// Resolves `layers` (root first, most derived last) into a complete sheet.
  ///
  /// Throws one ``StyleSheetError`` listing every missing or invalid value.
  init(cascading layers: [SheetLayer]) throws {
    guard let root = layers.first, let last = layers.last else {
      throw StyleSheetError(file: "", line: 0, message: "no style sheet to resolve")
    }
    let merged = layers.dropFirst().reduce(root) { $0.overlaid(by: $1) }
    var reader = SettingReader(
      settings: merged.settings, rootFile: root.file, rootLine: root.line,
      rootElementLines: root.elementLines)
    let metrics = Self.metrics(&reader)
    let fonts = Self.fonts(&reader)
    let light = Self.palette(.light, &reader)
    let dark = Self.palette(.dark, &reader)
    let voice = Voice(cascaded: merged, reader: &reader)
    let textSizes = reader.textSizeSettings()
    let sheetMetrics = Self.actionSheet(&reader)
    let material = Self.material(&reader)
    let keyboardMetrics = Self.keyboard(&reader)
    let indicator = Self.scrollIndicator(&reader)
    var devices: [Device] = []
    for layer in merged.devices {
      var deviceReader = SettingReader(
        settings: layer.settings, rootFile: layer.file, rootLine: layer.line,
        rootElementLines: [:])
      devices.append(Self.device(layer.id, &deviceReader))
      reader.errors += deviceReader.errors
    }
    if devices.isEmpty {
      reader.errors.append(
        StyleSheetError(
          file: root.file, line: root.line,
          message:
            "the sheet has no devices; add <devices> with at least one <device> to the root sheet"))
    }
    if let error = StyleSheetError.combining(reader.errors) { throw error }
    let fileName = last.file.split(separator: "/").last.map(String.init) ?? last.file
    let defaultName = fileName.hasSuffix(".xml") ? String(fileName.dropLast(4)) : fileName
    self.init(
      name: merged.name ?? defaultName, summary: merged.summary ?? "", path: last.file,
      metrics: metrics, fonts: fonts, light: light, dark: dark, devices: devices, voice: voice)
    textSizeSettings = textSizes
    actionSheet = sheetMetrics
    self.material = material
    keyboard = keyboardMetrics
    scrollIndicator = indicator
  }

  private static func metrics(_ r: inout SettingReader) -> AlertMetrics {
    var metrics = AlertMetrics(
      width: r.double("<alert>", "width"), cornerRadius: r.double("<alert>", "corner-radius"),
      continuousCorners: r.bool("<alert>", "continuous-corners"),
      screenInset: r.double("<alert>", "screen-inset"),
      minimumContentHeight: r.double("<alert>", "minimum-content-height"),
      labelInset: r.double("<labels>", "inset"),
      firstBaseline: r.double("<labels>", "first-baseline"),
      messageBaselineGap: r.double("<labels>", "message-baseline-gap"),
      bottomAfterMessage: r.double("<labels>", "bottom-after-message"),
      bottomAfterTitle: r.double("<labels>", "bottom-after-title"),
      buttonHeight: r.double("<buttons>", "height"),
      buttonContentMargin: r.double("<buttons>", "content-margin"),
      buttonMinimumScale: r.double("<buttons>", "minimum-scale"),
      stackFrom: r.int("<buttons>", "stack-from"),
      separatorPixels: r.double("<buttons>", "separator-pixels"),
      textFieldMargin: r.double("<text-fields>", "margin"),
      textFieldCornerRadius: r.double("<text-fields>", "corner-radius"),
      textFieldInset: r.double("<text-fields>", "inset"),
      textFieldHeight: r.double("<text-fields>", "height"),
      textFieldGapAbove: r.double("<text-fields>", "gap-above"),
      textFieldGapBelow: r.double("<text-fields>", "gap-below"),
      textFieldBorderPixels: r.double("<text-fields>", "border-pixels"))
    metrics.accessibilityWidth = r.optionalDouble("<alert>", "accessibility-width")
    metrics.accessibilitySideMargin =
      r.optionalDouble("<alert>", "accessibility-side-margin") ?? 0
    metrics.accessibilityButtonVerticalMargin = r.optionalDouble(
      "<buttons>", "accessibility-vertical-margin")
    metrics.accessibilityButtonHorizontalMargin = r.optionalDouble(
      "<buttons>", "accessibility-horizontal-margin")
    readLook(into: &metrics, &r)
    return metrics
  }

  private static func fonts(_ r: inout SettingReader) -> FontSet {
    func font(_ role: String) -> FontSpec {
      let element = "<font role=\"\(role)\">"
      let families =
        r.settings[SettingKey(element: element, attribute: "families")] != nil
        ? r.list(element, "families") : r.list("<fonts>", "families")
      let lineHeight =
        r.settings[SettingKey(element: element, attribute: "line-height")] != nil
        ? r.double(element, "line-height") : nil
      return FontSpec(
        families: families, size: r.double(element, "size"),
        weight: r.choice(element, "weight", default: FontWeight.regular), lineHeight: lineHeight,
        sizes: r.sizeTable(element, "sizes"))
    }
    var set = FontSet(
      title: font("title"), message: font("message"), button: font("button"),
      emphasisedButton: font("emphasised-button"), textField: font("text-field"))
    if r.settings.keys.contains(where: { $0.element == "<font role=\"lone-label\">" }) {
      set.loneLabel = font("lone-label")
    }
    set.choice = fontChoice(&r)
    return set
  }

  private static func palette(_ appearance: Appearance, _ r: inout SettingReader) -> Palette {
    func color(_ name: String) -> RGBA {
      r.color(SheetLayer.colorPath(appearance: appearance.rawValue, name: name), "value")
    }
    var palette = Palette(
      screen: color("screen"), dim: color("dim"), background: color("background"),
      title: color("title"), message: color("message"), tint: color("tint"),
      destructive: color("destructive"), separator: color("separator"),
      textFieldFill: color("text-field-fill"), textFieldBorder: color("text-field-border"),
      textFieldText: color("text-field-text"), placeholder: color("placeholder"))
    func optional(_ name: String) -> RGBA? {
      let path = SheetLayer.colorPath(appearance: appearance.rawValue, name: name)
      return r.has(path, "value") ? r.color(path, "value") : nil
    }
    palette.buttonText = optional("button-text")
    palette.buttonFill = optional("button-fill")
    palette.tintedButtonText = optional("tinted-button-text")
    palette.rim = optional("rim")
    palette.popoverShadow = optional("popover-shadow")
    palette.disabledButtonText = optionalColor(
      appearance, "disabled-button-text", &r, fallback: palette.disabledButtonText)
    palette.material = optional("material") ?? palette.background
    palette.sheetHeader = optionalColor(appearance, "sheet-header", &r, fallback: palette.message)
    palette.sheetCancelBackground = optionalColor(
      appearance, "sheet-cancel-background", &r, fallback: palette.background)
    return palette
  }

  private static func device(_ id: String, _ r: inout SettingReader) -> Device {
    let element = "<device id=\"\(id)\">"
    func insets(_ orientation: Orientation) -> Insets {
      let area = "<safe-area orientation=\"\(orientation.rawValue)\">"
      return Insets(
        top: r.double(area, "top"), left: r.double(area, "left"),
        bottom: r.double(area, "bottom"), right: r.double(area, "right"))
    }
    let isDefault =
      r.settings[SettingKey(element: element, attribute: "default")] != nil
      ? r.bool(element, "default") : true
    var device = Device(
      id: id, name: r.text(element, "name")?.value ?? id, width: r.double(element, "width"),
      height: r.double(element, "height"), scale: r.int(element, "scale"),
      cornerRadius: r.double(element, "corner-radius"), portraitInsets: insets(.portrait),
      landscapeInsets: insets(.landscape), isDefault: isDefault)
    if r.has(element, "idiom") {
      device.idiom = r.choice(element, "idiom", default: DeviceIdiom.phone)
    }
    device.chrome = Self.chrome(&r, statusBar: device.portraitInsets.top)
    return device
  }
}
