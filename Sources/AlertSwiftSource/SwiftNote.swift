import AlertSpec

/// A call ``SwiftAlertExtractor`` recognised but could not turn into a whole alert, with why.
public struct SwiftNote: Sendable, Equatable {
  /// Why a call was skipped, or extracted with parts missing.
  public enum Kind: String, Sendable, CaseIterable, Comparable {
    case titleFromPresentedValue
    case actionsInNestedBlock
    case actionsFromUnknownMethod
    case styleAtRunTime
    case textAtRunTime

    /// How `count` such calls read in a summary: `3 UIAlertController alerts built across scopes …`.
    public func summary(_ count: Int) -> String {
      let many = count != 1
      switch self {
      case .titleFromPresentedValue:
        return "\(count) .alert \(many ? "calls" : "call") without a title argument skipped "
          + "(the title comes from a presented value or error at run time)"
      case .actionsInNestedBlock:
        return "\(count) UIAlertController \(many ? "alerts" : "alert") built across scopes "
          + "(actions added inside a closure, a switch, an else branch or a while loop are not "
          + "read)"
      case .actionsFromUnknownMethod:
        return "\(count) UIAlertController \(many ? "alerts" : "alert") with actions added by "
          + "an app's own method (its buttons are missing)"
      case .styleAtRunTime:
        return "\(count) UIAlertController \(many ? "calls" : "call") whose style is chosen at "
          + "run time (shown in the first style it can take, or as an alert)"
      case .textAtRunTime:
        return "\(count) \(many ? "texts" : "text") chosen at run time between several (the "
          + "first is shown)"
      }
    }

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// Why.
  public var kind: Kind
  /// Where the call is, and a sentence saying what was skipped.
  public var diagnostic: SpecDiagnostic

  /// `notes` without repeats: a helper's text chosen at run time is one note, not one per call.
  static func unique(_ notes: [SwiftNote]) -> [SwiftNote] {
    var seen: Set<String> = []
    return notes.filter { seen.insert("\($0.kind.rawValue) \($0.diagnostic.description)").inserted }
  }

  /// A note of `kind` at `location`.
  public init(_ kind: Kind, _ location: SourceLocation, _ message: String) {
    self.kind = kind
    self.diagnostic = SpecDiagnostic(location, message)
  }
}
