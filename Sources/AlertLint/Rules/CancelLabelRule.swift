/// The cancel-role button is labelled "Cancel", in the alert's language.
///
/// Seed 000 (How to use): "Always use “Cancel” for a button that cancels an alert's action";
/// seed 001 (Buttons): "A button that cancels the alert's action must be titled Cancel". The
/// localised label comes from the lexicon (`cancel.txt`: "취소", "Abbrechen", "إلغاء", …);
/// languages it does not list are not checked.
///
/// Applies only to alerts with two or more buttons: a lone button is an acknowledgement ("OK",
/// "Dismiss", "Got It"), which 001 labels as acceptance ("Use OK for simple acceptance"), never
/// "Cancel", whatever role the spec gives it (the role only decides that Escape dismisses it).
/// Reading of 000 ("a button that cancels an alert's action") and 001: "Cancel" is required
/// when the button backs out of an action the alert proposes. In a notice whose plain
/// acknowledgement has the cancel role beside a follow-up ([OK, Translation Settings]: lexicon
/// `acknowledge.txt`, ``RuleContext/proposesAction``), OK dismisses the notice and cancels no
/// action, so it stays OK. Beside a destructive button, or under a decision trigger, it is a
/// cancel and must say so.
enum CancelLabelRule: Rule {
  static let description = RuleDescription(
    id: "cancel-label",
    summary: "The cancel-role button is labelled \"Cancel\" (in the alert's locale: \"취소\", "
      + "\"Abbrechen\", …).",
    rationale:
      "People look for Cancel to back out safely; any other word makes them read and think.",
    severity: .warning, source: "000 How to use (\"Always use Cancel\"); 001 Buttons",
    group: "Buttons",
    triggering: [
      RuleExample(
        #"{id: "a", title: "Log out?", buttons: [{label: "Log out", role: "destructive"}, {label: "Stay logged in", role: "cancel"}]}"#,
        style: "nhs-app", field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Foto löschen?", locale: "de", buttons: [{label: "Nein", role: "cancel"}, {label: "Löschen", role: "destructive"}]}"#,
        field: "buttons[0].label"),
      RuleExample(
        #"{id: "a", title: "Stop Uploading?", message: "The remaining 12 photos will not be uploaded.", buttons: [{label: "Stop", role: "destructive"}, {label: "Keep Going", role: "cancel"}]}"#,
        field: "buttons[1].label"),
      RuleExample(
        #"{id: "a", title: "Delete this photo?", buttons: [{label: "OK", role: "cancel"}, {label: "Delete", role: "destructive"}]}"#,
        field: "buttons[0].label"),
    ],
    nonTriggering: [
      RuleExample(
        #"{id: "a", title: "Sync Failed", message: "The server could not be reached.", buttons: [{label: "OK", role: "cancel"}, {label: "Open Settings", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Server nicht erreichbar", locale: "de", buttons: [{label: "OK", role: "cancel"}, {label: "Einstellungen", role: "default"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Backup Complete", message: "Your library was backed up to iCloud.", buttons: [{label: "Dismiss", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Offline Mode", message: "Changes will sync when you reconnect.", buttons: [{label: "Got It", role: "cancel"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "사진을 삭제하시겠습니까?", locale: "ko", buttons: [{label: "취소", role: "cancel"}, {label: "삭제", role: "destructive"}]}"#
      ),
      RuleExample(
        #"{id: "a", title: "Foto löschen?", locale: "de", buttons: [{label: "Abbrechen", role: "cancel"}, {label: "Löschen", role: "destructive"}]}"#
      ),
    ],
    subsumes: [
      .onField("button-yes-no"), .onField("button-label-verb"), .onField("button-label-words"),
    ])

  static func check(_ context: RuleContext) -> [Problem] {
    guard let cancel = context.cancelLabel, context.offersChoice else { return [] }
    return context.spec.buttons.enumerated().compactMap { index, button in
      guard button.role == .cancel,
        !context.isCancelLabel(button.label)
      else { return nil }
      return Problem(
        labelField(index),
        "cancel button is labelled \(quoted(button.label)); label it \(quoted(cancel)), as the "
          + "platform does for dismissing", fix: cancel)
    }
  }
}
