/// Metrics of the action sheet and its iPad popover, in points (`<action-sheet>`,
/// `<action-sheet-labels>`, `<popover>`, `<action-sheet-look>`;
/// docs/action-sheet-metrics.md has the sources).
public struct ActionSheetMetrics: Hashable, Sendable, Codable {
  /// Space between the sheet and the sides of the safe area, and its bottom when the safe area
  /// has none (8).
  public var margin: Double = 8
  /// Widest the sheet gets (landscape): the portrait width, the screen's short side less two
  /// margins, when the sheet sets none.
  public var maximumWidth: Double?
  /// Corner radius of each group (13).
  public var cornerRadius: Double = 13
  /// Height of an action row at Large (57).
  public var rowHeight: Double = 57
  /// Space between the group of actions and the cancel group (8).
  public var cancelGap: Double = 8
  /// Horizontal inset of the title and message (16).
  public var labelInset: Double = 16
  /// Header top → the first label's first baseline (27).
  public var firstBaseline: Double = 27
  /// Title last baseline → message first baseline (20).
  public var messageBaselineGap: Double = 20
  /// The last label's last baseline → the header's bottom (17).
  public var bottomAfterLabels: Double = 17
  /// The message's last baseline → the header's bottom when a title is above it; `nil` keeps
  /// ``bottomAfterLabels``.
  public var bottomAfterMessageWithTitle: Double?
  /// Widest an iPhone sheet at the bottom of the screen gets in landscape; `nil` for no cap.
  public var landscapeMaximumWidth: Double?
  /// Title font size at Large (13), set in the message role's families and text-size table.
  public var titleSize: Double = 13
  /// Title weight (semibold).
  public var titleWeight: FontWeight = .semibold
  /// Message font size at Large (13), in the message role's families and table.
  public var messageSize: Double = 13
  /// Action font size at Large (20), in the button roles' families and table.
  public var actionSize: Double = 20
  /// Width of the iPad popover (304).
  public var popoverWidth: Double = 304
  /// Corner radius of the iPad popover (13).
  public var popoverCornerRadius: Double = 13
  /// How far the popover's arrow sticks out (13).
  public var arrowHeight: Double = 13
  /// Width of the arrow's base (37).
  public var arrowWidth: Double = 37
  /// The title and message: the sheet's own (classic) or the alert's (iOS 26).
  public var header = SheetHeader.sheet
  /// Rows (classic) or capsules (iOS 26).
  public var actions = SheetActions.rows
  /// The cancel action on iPhone: its own group (classic) or left out (iOS 26).
  public var cancel = SheetCancel.group
  /// iPhone: always at the bottom (classic), or a popover from its source (iOS 26).
  public var phone = PhonePresentation.sheet

  /// The classic values, for sheets without these elements.
  public init() {}
}
