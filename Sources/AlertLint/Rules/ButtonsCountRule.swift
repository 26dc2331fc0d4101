import AlertSpec

/// Two buttons is the norm: one gives no control, three suggests an action sheet.
///
/// Seed 001 (Buttons): "Generally, use two buttons … If more than two choices are needed,
/// consider an action sheet." An alert with no button cannot be dismissed.
///
/// One button is reported only when the alert asks for a decision (a destructive button, a
/// question title, or a `trigger` of `destructive-action`, `leave-overlay` or
/// `toolbar-button`): "A single button can inform", so a one-button notice that informs
/// ("Photo Saved" / OK) is an acknowledgement and fine. A lone button that sends people to
/// Settings ("Open Settings", "Einstellungen öffnen"; the lexicon's `settings.txt`) is reported
/// too: it leaves them no way to stay in the app.
enum ButtonsCountRule: Rule {
  static let description = RuleDescription(
    id: "buttons-count",
    summary: "2 buttons is the norm: 1 gives no control, 3 suggests an action sheet.",
    rationale: "Two buttons make an easy choice between two alternatives.",
    severity: .suggestion, source: "001 Buttons", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Remove Download?", message: "The episode will be removed from this iPhone.", buttons: [{label: "Remove", role: "destructive"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Discard this reply?", trigger: "leave-overlay", buttons: [{label: "Discard", role: "default"}]}"#,
        style: "nhs-app", field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Save Changes?", buttons: [{label: "Save", role: "default"}, {label: "Discard", role: "destructive"}, {label: "Cancel", role: "cancel"}]}"#,
        field: "buttons[2].label"),
      RuleExample(#"{id: "a", title: "Saving Photo"}"#, field: ""),
      RuleExample(
        #"{id: "a", title: "Kamerazugriff benötigt", message: "Erlaube den Zugriff auf die Kamera, um Codes zu scannen.", locale: "de", buttons: [{label: "Einstellungen öffnen", role: "default"}]}"#,
        field: "buttons[0].label"),
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Photo Options", buttons: [{label: "Share", role: "default"}, {label: "Copy", role: "default"}, {label: "Cancel", role: "cancel"}]}"#,
        style: "nhs-app"),
      RuleExample(#"{id: "a", title: "Photo Saved", buttons: [{label: "OK", role: "default"}]}"#),
      RuleExample(
        #"{id: "a", title: "Message Sent", message: "Your GP practice will reply within 2 working days.", trigger: "information", buttons: [{label: "Done", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  /// Alerts only: an action sheet's list of actions is not an alert's button row.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    switch context.spec.buttons.count {
    case 0:
      return [Problem("", "the alert has no buttons, so it cannot be dismissed; add two buttons")]
    case 1:
      if let only = context.spec.buttons.first, only.role != .cancel,
        context.namesSettings(only.label)
      {
        return [
          Problem(
            labelField(0),
            "the only button, \(quoted(only.label)), sends people to Settings with no way to "
              + "stay; add \(quoted(context.cancelLabel ?? "Cancel")) or \(quoted("Not Now"))")
        ]
      }
      guard context.asksForDecision else { return [] }
      return [
        Problem(
          labelField(0),
          "the alert asks for a decision but has one button, which gives no control; add a "
            + "second choice such as \(quoted(context.cancelLabel ?? "Cancel"))"
        )
      ]
    case 3:
      return [
        Problem(
          labelField(2),
          "the alert has three buttons, which makes it long; consider two buttons or an action sheet"
        )
      ]
    default: return []
    }
  }
}
