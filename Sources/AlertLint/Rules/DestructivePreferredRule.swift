/// A destructive action is not the preferred (bold) one: Cancel is the bold default of a
/// destructive alert.
///
/// Seed 001 (Destructive buttons): "provide a Cancel button so people can safely avoid the
/// destructive action, and make it obvious that it is the default by making it bold." A spec's
/// `preferred` makes its button the emphasised one; naming a destructive button there puts the
/// bold default on the action that destroys data. The finding lands on `preferred`.
enum DestructivePreferredRule: Rule {
  static let description = RuleDescription(
    id: "destructive-preferred",
    summary: "A destructive action is not the preferred (bold) button; Cancel is the bold "
      + "default in a destructive alert.",
    rationale: "The bold button is the one people take without reading; in a destructive alert "
      + "that must be the safe way out.",
    severity: .warning, source: "001 Destructive", group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Erase All Content?", message: "Photos, messages and settings on this iPad will be erased.", buttons: [{label: "Cancel", role: "cancel"}, {label: "Erase", role: "destructive"}], preferred: "Erase"}"#,
        field: "preferred"),
      RuleExample(
        #"{id: "a", title: "Delete this recording?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}], preferred: 1}"#,
        style: "nhs-app", field: "preferred"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Erase All Content?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Erase", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Save Changes to This Note?", buttons: [{label: "Save", role: "default"}, {label: "Don't Save", role: "destructive"}, {label: "Cancel", role: "cancel"}], preferred: "Save"}"#
      ),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    let spec = context.spec
    guard let index = spec.preferred, spec.buttons.indices.contains(index),
      spec.buttons[index].role == .destructive
    else { return [] }
    let cancel = context.cancelLabel ?? "Cancel"
    return [
      Problem(
        "preferred",
        "the destructive button \(quoted(spec.buttons[index].label)) is the preferred (bold) "
          + "one; remove \"preferred\" so that \(quoted(cancel)) is the bold default")
    ]
  }
}
