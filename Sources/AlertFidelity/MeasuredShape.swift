/// What kind of alert an image shows, which decides how ``AlertMeasurer`` finds its parts.
public enum MeasuredShape: Sendable {
  /// A classic alert: full-width hairlines between the header and the buttons.
  case alert
  /// A classic action sheet: a main group (header and rows between hairlines as wide as the
  /// sheet) and, below it, a separate Cancel group.
  case sheet
  /// An iOS 26 alert or sheet: no hairlines; buttons are grey capsules, side by side or stacked.
  case capsules

  /// Lengths (points) of a hairline that crosses the whole alert or group: longer than a text
  /// field's border (240), shorter than the screen.
  var separatorLengths: ClosedRange<Double> {
    switch self {
    case .alert, .capsules: return 250...290
    case .sheet: return 280...400
    }
  }
}
