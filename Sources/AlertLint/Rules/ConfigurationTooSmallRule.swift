/// A configuration too small for any copy: even the alert's least copy (``CopyFloor``: a
/// one-word title, one-word buttons, no message) has a measured rule's problem there.
///
/// A measured finding there would ask for a copy change that cannot help, so the measured rules
/// skip such configurations and the engine says so once per alert and configuration, as a
/// warning: iOS scrolls the alert, and the writer can only accept it or change the alert's
/// parts. The engine checks this rule itself; its examples run like every rule's.
enum ConfigurationTooSmallRule: Rule {
  static let id = "configuration-too-small"

  static let description = RuleDescription(
    id: id,
    summary:
      "A configuration where even one-word copy has a layout problem is reported once, not as "
      + "copy to fix.",
    rationale: "At the largest text sizes on the smallest screens iOS scrolls every alert; "
      + "telling a writer to shorten text that cannot get short enough helps no one.",
    severity: .warning, source: "001 (\"both orientations … without scrolling\"); platform metrics",
    group: "Layout",
    triggering: [
      // Three text fields and three stacked buttons above the keyboard on an iPhone SE in
      // landscape: no copy fits.
      RuleExample(
        #"{id: "a", title: "Sign In", textFields: [{placeholder: "Server"}, {placeholder: "Email"}, {placeholder: "Password", secure: true}], buttons: [{label: "Cancel", role: "cancel"}, {label: "Use Passkey", role: "default"}, {label: "Sign In", role: "default"}]}"#,
        field: "")
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#
      )
    ])

  static func check(_ context: RuleContext) -> [Problem] { [] }

  /// The finding's message for the measured rules that even the least copy breaks in
  /// `configuration`.
  static func message(configuration: String, rules: [String]) -> String {
    "on \(configuration) even one-word copy breaks \(rules.joined(separator: ", ")); no change "
      + "of wording fixes this configuration (iOS scrolls the alert), so its findings there are "
      + "left out; accept it, or give the alert fewer parts"
  }
}
