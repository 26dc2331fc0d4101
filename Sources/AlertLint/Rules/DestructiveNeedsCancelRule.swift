/// An alert with a destructive button also offers Cancel.
///
/// Seed 001 (Destructive buttons): "provide a Cancel button so people can safely avoid the
/// destructive action"; HIG.
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
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    let buttons = context.spec.buttons
    guard !buttons.contains(where: { $0.role == .cancel }),
      let index = buttons.firstIndex(where: { $0.role == .destructive })
    else { return [] }
    let cancel = context.cancelLabel ?? "Cancel"
    return [
      Problem(
        labelField(index),
        "destructive button \(quoted(buttons[index].label)) has no Cancel beside it; add a "
          + "\(quoted(cancel)) button with \"role\": \"cancel\"")
    ]
  }
}
