import AlertSpec

/// An alert with a destructive button also offers Cancel.
///
/// Seed 001 (Destructive buttons): "provide a Cancel button so people can safely avoid the
/// destructive action"; HIG. A button labelled "Cancel" (localised) with another role is a
/// Cancel in the wrong role: `cancel-role` reports it, so this rule does not report it twice.
enum DestructiveNeedsCancelRule: Rule {
  static let description = RuleDescription(
    id: "destructive-needs-cancel",
    summary: "An alert with a destructive button also offers Cancel.",
    rationale: "People need a safe way out of an action that destroys data.",
    severity: .warning, source: "001 Destructive; HIG", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Keep", role: "default"}, {label: "Delete", role: "destructive"}]}"#,
        field: "buttons[1].label")
    ],
    nonTriggering: [
      // An action sheet: the rule speaks of alerts only.
      RuleExample(
        #"{id: "a", style: "actionSheet", title: "Delete this photo?", buttons: [{label: "Keep", role: "default"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "default"}, {label: "Delete", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Foto löschen?", locale: "de", buttons: [{label: "Abbrechen", role: "default"}, {label: "Löschen", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      ),
    ])

  /// Alerts only: `sheet-cancel-missing` asks an action sheet for its Cancel.
  static let styles: [AlertStyle] = [.alert]

  static func check(_ context: RuleContext) -> [Problem] {
    let buttons = context.spec.buttons
    guard !buttons.contains(where: context.backsOut),
      let index = buttons.firstIndex(where: { $0.role == .destructive })
    else { return [] }
    return [
      Problem(
        labelField(index),
        "destructive button \(quoted(buttons[index].label)) has no Cancel beside it; add a "
          + "\(quoted(context.cancelLabel ?? "Cancel")) button with \"role\": \"cancel\"")
    ]
  }
}
