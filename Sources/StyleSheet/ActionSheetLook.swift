/// Where an action sheet's title and message take their fonts, margins and colours
/// (`<action-sheet-look header>`).
public enum SheetHeader: String, Hashable, Sendable, Codable, CaseIterable {
  /// The sheet's own: `<action-sheet-labels>`, secondaryLabel (`sheet-header`), centred; the
  /// classic look.
  case sheet
  /// The alert's: `<labels>`, its title, message and lone-label fonts and colours, at the
  /// sheet's width; iOS 26, whose action sheet style shares the alert's rules
  /// (docs/action-sheet-metrics.md).
  case alert
}

/// How an action sheet draws its actions (`<action-sheet-look actions>`).
public enum SheetActions: String, Hashable, Sendable, Codable, CaseIterable {
  /// Full-width rows with hairlines between them: the classic look.
  case rows
  /// The alert's capsules (`<buttons inset spacing tinted-fill>`, colour `button-fill`), each
  /// `row-height` tall, stacked: iOS 26.
  case capsules
}

/// What an action sheet on iPhone does with its cancel action (`<action-sheet-look cancel>`).
public enum SheetCancel: String, Hashable, Sendable, Codable, CaseIterable {
  /// In a rounded group of its own below the others: the classic look.
  case group
  /// Left out, as in a popover (tapping outside cancels): iOS 26.
  case hidden
}

/// How an action sheet is presented on iPhone (`<action-sheet-look phone>`).
public enum PhonePresentation: String, Hashable, Sendable, Codable, CaseIterable {
  /// At the bottom of the screen: the classic look.
  case sheet
  /// As a popover pointing at its `sourceRect`, at the bottom of the screen without one:
  /// iOS 26.
  case popover
}
