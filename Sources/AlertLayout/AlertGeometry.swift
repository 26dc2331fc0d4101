import AlertSpec
import StyleSheet

/// The font a text block was set in.
public struct FontUse: Hashable, Sendable, Codable {
  /// The primary family asked for (`Inter`).
  public var family: String
  /// Size in points, after any shrinking.
  public var size: Double
  /// Weight name (`regular`, `semibold`, …).
  public var weight: FontWeight
  /// Families that actually drew the glyphs, in order of first use (fallbacks included).
  public var resolvedFamilies: [String]
}

/// A laid-out run of text: the title, the message or a button or field label.
public struct TextBlock: Hashable, Sendable, Codable {
  /// The text as drawn.
  public var text: String
  /// The box of the laid-out text (logical extents), in screen points.
  public var frame: Rect
  public var font: FontUse
  /// Text colour.
  public var color: String
  /// Number of lines after wrapping.
  public var lineCount: Int
  /// Baseline of each line, in screen points.
  public var baselines: [Double]
  /// How many characters have no glyph of their own (``missingCharacters``); 0 when all is well.
  public var missingGlyphs: Int
  /// The characters drawn as boxes (no font of the sheet has them) or private-use characters,
  /// in text order; empty when all is well.
  public var missingCharacters: [MissingCharacter]
}

/// A laid-out button.
public struct ButtonGeometry: Hashable, Sendable, Codable {
  /// The label as the spec wrote it.
  public var label: String
  public var role: ButtonRole
  /// Index of the button in the spec's `buttons` array.
  public var specIndex: Int
  /// The tappable cell.
  public var frame: Rect
  /// The label inside it.
  public var text: TextBlock
  /// Whether this is the emphasised (semibold) action.
  public var emphasised: Bool
  /// How much the label shrank to fit (1 when it did not; never below the sheet's minimum).
  public var labelScale: Double
  /// Whether the label was cut with an ellipsis even at the minimum scale.
  public var truncated: Bool
}

/// A laid-out text field.
public struct TextFieldGeometry: Hashable, Sendable, Codable {
  /// The field's box (with its border).
  public var frame: Rect
  /// The placeholder or typed text inside it.
  public var text: TextBlock
  /// Whether `text` shows the placeholder (nothing typed).
  public var showsPlaceholder: Bool
  public var secure: Bool
}

/// Everything the renderer draws and the linter measures, for one alert in one configuration.
/// All lengths are points in screen coordinates.
public struct AlertGeometry: Hashable, Sendable, Codable {
  /// The alert's id.
  public var id: String
  /// `iphone-se`.
  public var device: String
  /// `iPhone SE (3rd generation)`.
  public var deviceName: String
  public var orientation: Orientation
  public var appearance: Appearance
  /// Pixels per point of the image.
  public var scale: Int
  /// The Dynamic Type text size.
  public var textSize: TextSize
  /// The locale whose text is laid out, or `nil` for the spec's own text.
  public var locale: String?
  /// The screen, in points.
  public var screen: Size
  /// The safe area of the screen.
  public var safeArea: Rect
  /// The alert's box.
  public var alert: Rect
  public var cornerRadius: Double
  public var title: TextBlock?
  public var message: TextBlock?
  public var textFields: [TextFieldGeometry]
  /// Buttons in the order they appear: left to right, or top to bottom when stacked.
  public var buttons: [ButtonGeometry]
  /// Whether the buttons are stacked vertically.
  public var stacked: Bool
  /// Hairline separators: above the buttons and between them.
  public var separators: [Rect]
  /// Whether the alert is taller than the safe area allows, so its text would scroll.
  public var scrolls: Bool
  /// Height of the title, message and fields block, before the buttons.
  public var contentHeight: Double
  /// The action sheet's groups, popover arrow and notes; absent for an alert.
  public var sheet: SheetGeometry? = nil
  /// The keyboard under an alert with text fields; absent without fields or when hidden.
  public var keyboard: KeyboardGeometry? = nil
  /// The scroll indicator's bar beside the text when the alert ``scrolls``; `nil` otherwise.
  public var scrollIndicator: Rect? = nil
}
