import AlertSpec

/// What kind of alert this is, for the structural rules that apply only to some kinds.
///
/// Seed 001 (Buttons): "A single button can inform, but gives no control over the situation";
/// two buttons "make it easy to choose between two alternatives". An alert with one button is
/// an **acknowledgement** (it informs: "Photo Saved" / OK) unless something makes it a
/// **decision**: a destructive button, a question in its title, or a trigger that asks for one
/// (confirming a destructive action, leaving an overlay, a toolbar action).
extension RuleContext {
  /// Triggers that present an alert to ask for a decision.
  static let decisionTriggers: Set<AlertTrigger> = [
    .destructiveAction, .leaveOverlay, .toolbarButton,
  ]

  /// Whether the alert asks people to decide something (rather than acknowledge it).
  var asksForDecision: Bool {
    let buttons = spec.buttons
    if buttons.count >= 2 { return true }
    if buttons.contains(where: { $0.role == .destructive }) { return true }
    if let trigger = spec.trigger, Self.decisionTriggers.contains(trigger) { return true }
    if let title = spec.title, Punctuation.isQuestion(title, language: language) { return true }
    return false
  }

  /// Whether the alert only informs: at most one button, and nothing asks for a decision.
  var isAcknowledgement: Bool { !asksForDecision }

  /// Whether leaving for the Home screen while the alert shows has a consequence the app must
  /// define: the alert asks for a decision, or its trigger is a time-out (the session ends
  /// whether or not anyone answers).
  var dismissalMatters: Bool { asksForDecision || spec.trigger == .timeout }
}
