import AlertSpec

/// What kind of alert this is, for the structural rules that apply only to some kinds.
///
/// Seed 001 (Buttons): "A single button can inform, but gives no control over the situation";
/// two buttons "make it easy to choose between two alternatives". An alert with one button is
/// an **acknowledgement** (it informs: "Photo Saved" / OK) unless something makes it a
/// **decision**: a destructive button, a question in its title, or a trigger that asks for one
/// (confirming a destructive action, leaving an overlay, a toolbar action).
///
/// Among alerts with two or more buttons, a **notice** is one that only informs and offers a
/// follow-up beside its plain acknowledgement (OK + "Translation Settings", 확인 + "번역"): the
/// acknowledgement (lexicon `acknowledge.txt`) dismisses the notice and cancels nothing, so no
/// action is proposed. An alert with a destructive button or a decision trigger is never a
/// notice: there, even an "OK" beside "Delete" backs out of an action.
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

  /// Whether `label` is a plain acknowledgement in the alert's language ("OK", "확인",
  /// "Aceptar", or a misspelt "Ok"), ignoring case and ending punctuation.
  func isAcknowledgementLabel(_ label: String) -> Bool {
    let bare = bare(label)
    if lexicon.ok.contains(bare) { return true }
    let lower = bare.lowercased()
    return lower == "ok" || lexicon.acknowledge[language]?.contains(lower) == true
  }

  /// Whether `label` names the Settings app in the alert's language or in English ("Open
  /// Settings", "Einstellungen öffnen").
  func namesSettings(_ label: String) -> Bool {
    let lower = label.lowercased()
    return ((lexicon.settings[language] ?? []) + (lexicon.settings["en"] ?? [])).contains {
      lower.contains($0)
    }
  }

  /// Whether the alert proposes an action that one of its buttons backs out of: a destructive
  /// button, a decision trigger, an "OK" beside a Cancel (it confirms), or no plain
  /// acknowledgement among its buttons. A notice with a follow-up (OK + "Translation
  /// Settings") proposes nothing.
  var proposesAction: Bool {
    let buttons = spec.buttons
    if buttons.contains(where: { $0.role == .destructive }) { return true }
    if let trigger = spec.trigger, Self.decisionTriggers.contains(trigger) { return true }
    if buttons.contains(where: backsOut),
      buttons.contains(where: { !backsOut($0) && isAcknowledgementLabel($0.label) })
    {
      return true
    }
    return !buttons.contains { isAcknowledgementLabel($0.label) }
  }

  /// Whether the alert offers a real choice: two or more buttons and an action proposed.
  var offersChoice: Bool { spec.buttons.count >= 2 && proposesAction }

  /// Whether leaving for the Home screen while the alert shows has a consequence the app must
  /// define: the alert asks for a decision, or its trigger is a time-out (the session ends
  /// whether or not anyone answers).
  var dismissalMatters: Bool { asksForDecision || spec.trigger == .timeout }
}
