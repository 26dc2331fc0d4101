/// A resolved house style: how alerts look and read. Every number the renderer uses comes from here.
///
/// Built from an XML sheet (and the sheets it `extends`) by ``StyleSheetLoader``.
public struct StyleSheet: Hashable, Sendable, Codable {
  /// The sheet's name (`ios`, `nhs-app`, …).
  public var name: String
  /// One line that says what the sheet is for.
  public var summary: String
  /// The file the sheet was read from (the most derived one when it extends others).
  public var path: String
  /// Container, text and button metrics in points.
  public var metrics: AlertMetrics
  /// Fonts of each text role.
  public var fonts: FontSet
  /// Colours in light appearance.
  public var light: Palette
  /// Colours in dark appearance.
  public var dark: Palette
  /// The device catalogue, in sheet order.
  public var devices: [Device]
  /// How alerts read: the content rules' settings.
  public var voice: Voice
  /// How alerts follow Dynamic Type: the sizes commands use and the floor (`<text-sizes>`).
  public var textSizeSettings = TextSizeSettings()
  /// Action sheet and iPad popover metrics (`<action-sheet>`).
  public var actionSheet = ActionSheetMetrics()
  /// How the alert's material shows a backdrop through it (`<material>`).
  public var material = MaterialSettings()
  /// What of the device is drawn around the app: set by the chrome option, never by a sheet.
  public var chrome = DeviceChrome.none
  /// The whole screen or the alert alone: set by the frame option, never by a sheet.
  public var frame = PictureFrame.screen
  /// SVG text as glyph outlines or as live text: set by the svg-text option, never by a sheet.
  public var svgText = SVGText.outlines
  /// What an SVG shows when it is not what ``frame`` says: the gallery writes the alert alone
  /// as SVG, for design tools, beside the whole screen as PNG. Set by the gallery, never by a
  /// sheet.
  public var svgFrame: PictureFrame?
  /// The keyboard shown under alerts with text fields (`<keyboard>`).
  public var keyboard = KeyboardMetrics()
  /// The bar beside an alert's text when it scrolls (`<scroll-indicator>`).
  public var scrollIndicator = ScrollIndicatorMetrics()
  /// The Dynamic Type sizes commands draw and check when none is named: the sizes the
  /// project cares about, Large alone unless the sheet lists others.
  public var textSizes: [TextSize] {
    get { textSizeSettings.defaults }
    set { textSizeSettings.defaults = newValue }
  }

  public init(
    name: String, summary: String, path: String, metrics: AlertMetrics, fonts: FontSet,
    light: Palette, dark: Palette, devices: [Device], voice: Voice = Voice()
  ) {
    self.name = name
    self.summary = summary
    self.path = path
    self.metrics = metrics
    self.fonts = fonts
    self.light = light
    self.dark = dark
    self.devices = devices
    self.voice = voice
  }

  /// The devices commands use when none is named: those not marked `default="false"`.
  public var defaultDevices: [Device] { devices.filter(\.isDefault) }

  /// The palette of an appearance.
  public func palette(_ appearance: Appearance) -> Palette {
    appearance == .light ? light : dark
  }
}

/// Light or dark mode.
public enum Appearance: String, Sendable, Codable, CaseIterable {
  case light, dark
}

/// Device orientation.
public enum Orientation: String, Sendable, Codable, CaseIterable {
  case portrait, landscape
}

/// Metrics of the classic alert, in points (ios-alert-metrics.md §1–2).
public struct AlertMetrics: Hashable, Sendable, Codable {
  /// Alert width (270).
  public var width: Double
  /// Corner radius of the alert (13).
  public var cornerRadius: Double
  /// Whether corners use the continuous ("squircle") curve.
  public var continuousCorners: Bool
  /// Space kept between the alert and the safe area's top and bottom (8).
  public var screenInset: Double
  /// Minimum height of the text block (44).
  public var minimumContentHeight: Double
  /// Horizontal inset of the title and message (16); text width = width − 2 × inset.
  public var labelInset: Double
  /// Alert top → first baseline of the first label (36).
  public var firstBaseline: Double
  /// Title last baseline → message first baseline (20).
  public var messageBaselineGap: Double
  /// Message last baseline → end of the text block (24).
  public var bottomAfterMessage: Double
  /// Title last baseline → end of the text block when there is no message (18).
  public var bottomAfterTitle: Double
  /// Button row height (44).
  public var buttonHeight: Double
  /// Margin inside a button around its label (12).
  public var buttonContentMargin: Double
  /// Smallest scale a button label shrinks to before it truncates (0.58).
  public var buttonMinimumScale: Double
  /// With this many buttons or more the buttons always stack (3).
  public var stackFrom: Int
  /// Separator thickness in device pixels (1: a hairline).
  public var separatorPixels: Double
  /// Text field horizontal margin from the alert edge (15).
  public var textFieldMargin: Double
  /// Text field corner radius (7).
  public var textFieldCornerRadius: Double
  /// Text inset inside a field (7).
  public var textFieldInset: Double
  /// Height of one field row (30).
  public var textFieldHeight: Double
  /// Last label baseline → top of the first field (24).
  public var textFieldGapAbove: Double
  /// Bottom of the last field → end of the text block (24).
  public var textFieldGapBelow: Double
  /// Field border thickness in device pixels (1).
  public var textFieldBorderPixels: Double
  /// Widest the alert gets at AX1–AX5 (`accessibility-width`); the classic ``width`` when the
  /// sheet sets none.
  public var accessibilityWidth: Double?
  /// Space kept between the widened alert and each side of the safe area
  /// (`accessibility-side-margin`).
  public var accessibilitySideMargin: Double = 0
  /// Button content margin above and below the label at AX1–AX5, before scaling with the
  /// button font (`accessibility-vertical-margin`, 11); ``buttonContentMargin`` when unset.
  public var accessibilityButtonVerticalMargin: Double?
  /// Button content margin left and right of the label at AX1–AX5
  /// (`accessibility-horizontal-margin`, 16); ``buttonContentMargin`` when unset.
  public var accessibilityButtonHorizontalMargin: Double?
  /// How the title and message align (`<labels alignment>`); centred in the classic look.
  public var labelAlignment = LabelAlignment.centred
  /// How the label baselines are measured (`<labels baselines>`); as written in the classic look.
  public var baselineRule = BaselineRule.fixed
  /// Rows with hairlines (classic) or capsules (`<buttons shape>`).
  public var buttonShape = ButtonShape.rows
  /// Space between the alert's edges and the capsules (`<buttons inset>`, 0 for rows).
  public var buttonAreaInset: Double = 0
  /// Space between two capsules (`<buttons spacing>`, 0 for rows).
  public var buttonSpacing: Double = 0
  /// How far each button's label sits above the centre of its button (`<buttons label-rise>`),
  /// scaled with the button font; 0, centred, in the classic look.
  public var buttonLabelRise: Double = 0
  /// Which button the tint fills (`<buttons tinted-fill>`); none in the classic look.
  public var tintedFill = TintedFill.none
  /// Which action is drawn Semibold (`<buttons emphasis>`).
  public var buttonEmphasis = ButtonEmphasis.cancel
  /// Width of the highlight stroked inside the alert's edge in the `rim` colour
  /// (`<alert rim-width>`); 0, none, in the classic look.
  public var rimWidth: Double = 0

  public init(
    width: Double, cornerRadius: Double, continuousCorners: Bool, screenInset: Double,
    minimumContentHeight: Double, labelInset: Double, firstBaseline: Double,
    messageBaselineGap: Double, bottomAfterMessage: Double, bottomAfterTitle: Double,
    buttonHeight: Double, buttonContentMargin: Double, buttonMinimumScale: Double, stackFrom: Int,
    separatorPixels: Double, textFieldMargin: Double, textFieldCornerRadius: Double,
    textFieldInset: Double, textFieldHeight: Double, textFieldGapAbove: Double,
    textFieldGapBelow: Double, textFieldBorderPixels: Double
  ) {
    self.width = width
    self.cornerRadius = cornerRadius
    self.continuousCorners = continuousCorners
    self.screenInset = screenInset
    self.minimumContentHeight = minimumContentHeight
    self.labelInset = labelInset
    self.firstBaseline = firstBaseline
    self.messageBaselineGap = messageBaselineGap
    self.bottomAfterMessage = bottomAfterMessage
    self.bottomAfterTitle = bottomAfterTitle
    self.buttonHeight = buttonHeight
    self.buttonContentMargin = buttonContentMargin
    self.buttonMinimumScale = buttonMinimumScale
    self.stackFrom = stackFrom
    self.separatorPixels = separatorPixels
    self.textFieldMargin = textFieldMargin
    self.textFieldCornerRadius = textFieldCornerRadius
    self.textFieldInset = textFieldInset
    self.textFieldHeight = textFieldHeight
    self.textFieldGapAbove = textFieldGapAbove
    self.textFieldGapBelow = textFieldGapBelow
    self.textFieldBorderPixels = textFieldBorderPixels
  }
}

/// Font weight, as CSS and Pango number it.
public enum FontWeight: String, Sendable, Codable, CaseIterable {
  case regular, medium, semibold, bold

  /// The numeric weight (400, 500, 600, 700).
  public var value: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }
}

/// One text role's font.
public struct FontSpec: Hashable, Sendable, Codable {
  /// Family list in fallback order, e.g. `["Inter", "Noto Sans", "Noto Sans CJK KR"]`.
  public var families: [String]
  /// Size in points.
  public var size: Double
  /// Weight.
  public var weight: FontWeight
  /// Baseline-to-baseline distance of wrapped lines in points; nil for the font's own.
  public var lineHeight: Double?
  /// The role's text style at every Dynamic Type size (`sizes="…"`); `nil` for a role that
  /// keeps ``size`` at every size. ``at(_:)`` applies it.
  public var sizes: TextSizeTable?
  /// Families used only when installed, the optical-size switch and tracking; the layouter
  /// keeps the installed families in ``families`` and applies the rest at each size.
  public var choice: FontChoice?

  public init(
    families: [String], size: Double, weight: FontWeight, lineHeight: Double? = nil,
    sizes: TextSizeTable? = nil
  ) {
    self.families = families
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.sizes = sizes
  }
}

/// The fonts of each text role.
public struct FontSet: Hashable, Sendable, Codable {
  public var title: FontSpec
  public var message: FontSpec
  public var button: FontSpec
  /// The emphasised (preferred) button.
  public var emphasisedButton: FontSpec
  public var textField: FontSpec
  /// The font of a title without a message, or a message without a title (`lone-label`);
  /// `nil` when such a label takes the title's font, as in the classic look.
  public var loneLabel: FontSpec?
  /// Families used when installed, the optical-size switch and tracking (`<fonts
  /// if-installed>`, `<tracking>`).
  public var choice = FontChoice()

  public init(
    title: FontSpec, message: FontSpec, button: FontSpec, emphasisedButton: FontSpec,
    textField: FontSpec
  ) {
    self.title = title
    self.message = message
    self.button = button
    self.emphasisedButton = emphasisedButton
    self.textField = textField
  }
}

/// An sRGB colour with alpha, components 0…1.
public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA`; `nil` otherwise.
  public init?(hex: String) {
    guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9,
      let v = UInt64(hex.dropFirst(), radix: 16)
    else { return nil }
    let rgba = hex.count == 7 ? (v << 8) | 0xFF : v
    self.init(
      red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
      blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var description: String {
    func byte(_ c: Double) -> String {
      let s = String(Int((c * 255).rounded()), radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? rgb : rgb + byte(alpha)
  }
}

/// The colours of one appearance.
public struct Palette: Hashable, Sendable, Codable {
  /// The app screen behind the alert.
  public var screen: RGBA
  /// The dimming layer over the screen.
  public var dim: RGBA
  /// The alert's material (opaque approximation of the blur).
  public var background: RGBA
  public var title: RGBA
  public var message: RGBA
  /// Default and cancel button text.
  public var tint: RGBA
  /// Destructive button text.
  public var destructive: RGBA
  public var separator: RGBA
  public var textFieldFill: RGBA
  public var textFieldBorder: RGBA
  public var textFieldText: RGBA
  public var placeholder: RGBA
  /// Button text other than destructive or tinted (`button-text`); ``tint`` when `nil`.
  public var buttonText: RGBA?
  /// The fill behind each button (`button-fill`); none when `nil`.
  public var buttonFill: RGBA?
  /// Text on a button filled with the tint (`tinted-button-text`); ``tint`` when `nil`.
  public var tintedButtonText: RGBA?
  /// The highlight inside the alert's edge (`rim`); none when `nil`.
  public var rim: RGBA?
  /// A soft shadow around a popover (`popover-shadow`); none when `nil`.
  public var popoverShadow: RGBA?
  /// The label of a disabled action (`disabled-button-text`, tertiaryLabel).
  public var disabledButtonText = RGBA(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  /// The tint laid over the blurred backdrop (`material`, else ``background``); used only
  /// when there is a backdrop.
  public var material = RGBA(red: 1, green: 1, blue: 1)
  /// An action sheet's title and message (secondaryLabel; `sheet-header`, else ``message``).
  public var sheetHeader = RGBA(red: 0, green: 0, blue: 0)
  /// An action sheet's cancel group, which UIKit draws opaque (`sheet-cancel-background`,
  /// else ``background``).
  public var sheetCancelBackground = RGBA(red: 1, green: 1, blue: 1)

  public init(
    screen: RGBA, dim: RGBA, background: RGBA, title: RGBA, message: RGBA, tint: RGBA,
    destructive: RGBA, separator: RGBA, textFieldFill: RGBA, textFieldBorder: RGBA,
    textFieldText: RGBA, placeholder: RGBA
  ) {
    self.screen = screen
    self.dim = dim
    self.background = background
    self.title = title
    self.message = message
    self.tint = tint
    self.destructive = destructive
    self.separator = separator
    self.textFieldFill = textFieldFill
    self.textFieldBorder = textFieldBorder
    self.textFieldText = textFieldText
    self.placeholder = placeholder
  }
}

/// Insets of the safe area, in points.
public struct Insets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// A device of the catalogue.
public struct Device: Hashable, Sendable, Codable {
  /// Stable id used in output names (`iphone-se`).
  public var id: String
  /// Display name (`iPhone SE (3rd generation)`).
  public var name: String
  /// Portrait width in points.
  public var width: Double
  /// Portrait height in points.
  public var height: Double
  /// Pixels per point (2 or 3).
  public var scale: Int
  /// Screen corner radius in points (0 for square screens).
  public var cornerRadius: Double
  /// Safe area in portrait.
  public var portraitInsets: Insets
  /// Safe area in landscape.
  public var landscapeInsets: Insets
  /// Whether commands use the device when none is named (`default="false"` keeps a device for
  /// `--device` and the fidelity tests only).
  public var isDefault: Bool
  /// Phone or pad: on a pad an action sheet is a popover (`idiom`, `phone` when unset).
  public var idiom: DeviceIdiom = .phone
  /// What the system draws over the app (`<chrome>`): status bar, camera cutout, home
  /// indicator.
  public var chrome = DeviceChromeMetrics()

  public init(
    id: String, name: String, width: Double, height: Double, scale: Int, cornerRadius: Double,
    portraitInsets: Insets, landscapeInsets: Insets, isDefault: Bool = true
  ) {
    self.isDefault = isDefault
    self.id = id
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.portraitInsets = portraitInsets
    self.landscapeInsets = landscapeInsets
  }

  /// Screen size in points in an orientation.
  public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
    orientation == .portrait ? (width, height) : (height, width)
  }

  /// Safe-area insets in an orientation.
  public func insets(_ orientation: Orientation) -> Insets {
    orientation == .portrait ? portraitInsets : landscapeInsets
  }
}

/// A style-sheet error: where it is and what to do.
public struct StyleSheetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public var file: String
  /// 1-based line, or 0 when the error concerns the whole file.
  public var line: Int
  /// A sentence that says what is wrong and how to fix it.
  public var message: String
  /// Further errors found in the same pass (each without its own `others`); empty for one error.
  ///
  /// The loader reports every problem it can find at once: the first is this error itself,
  /// the rest are here. ``all`` lists them in file order.
  public var others: [StyleSheetError] = []

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// This error followed by ``others``.
  public var all: [StyleSheetError] {
    var first = self
    first.others = []
    return [first] + others
  }

  /// `file:line: error: message`, one line per error when there are ``others``.
  public var description: String {
    ([self] + others).map { error in
      error.line > 0
        ? "\(error.file):\(error.line): error: \(error.message)"
        : "\(error.file): error: \(error.message)"
    }.joined(separator: "\n")
  }
}

/// The kind of device, as `UIUserInterfaceIdiom` names it.
public enum DeviceIdiom: String, Sendable, Codable, CaseIterable {
  case phone, pad
}
