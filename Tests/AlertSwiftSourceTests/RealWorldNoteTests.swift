import AlertSpec
import AlertSwiftSource
import Testing

/// The notes on the real-world corpus: each call skipped, or read in part, says where and why,
/// and the coverage lines count them by reason.
@Suite struct RealWorldNoteTests {
  let result = RealWorldExtractionTests.result

  @Test func eachSkippedOrPartCallIsNotedWithItsReason() {
    let folder = RealWorldExtractionTests.folder + "/"
    let notes = result.skips.map {
      $0.diagnostic.location.description.replacingOccurrences(of: folder, with: "") + " "
        + $0.kind.rawValue
    }
    #expect(
      notes == [
        // Mastodon's ternaries on the post's state, said where the accessors' text is.
        "Mastodon/Localization/Strings.swift:19:26 textAtRunTime",
        "Mastodon/Localization/Strings.swift:22:26 textAtRunTime",
        // The initialiser's `_title`: the call's title, or "Internal Error".
        "Mastodon/Localization/Strings.swift:27:26 textAtRunTime",
        "Mastodon/UIAlertController.swift:16:18 textAtRunTime",
        "NetNewsWire/AccountInspectorViewController.swift:11:11 textAtRunTime",
        // `let title: String` set in `if … else`: the other branch's title is named.
        "NetNewsWire/MainFeedCollectionViewController.swift:56:33 textAtRunTime",
        "Simplenote/SPAuthViewController.swift:21:21 actionsFromUnknownMethod",
        "Simplenote/SPAuthViewController.swift:32:21 actionsFromUnknownMethod",
        "Simplenote/SPAuthViewController.swift:43:21 actionsFromUnknownMethod",
        "Simplenote/SPOnboardingViewController.swift:11:21 actionsFromUnknownMethod",
        "Simplenote/SPSettingsViewController+Extensions.swift:25:11 actionsFromUnknownMethod",
        "Simplenote/SPSettingsViewController+Extensions.swift:34:13 actionsFromUnknownMethod",
        "Simplenote/TagListViewController.swift:11:21 actionsFromUnknownMethod",
      ])
  }

  @Test func notesNameTheVariableAndTheMethod() throws {
    let note = try #require(result.skips.first { $0.kind == .actionsFromUnknownMethod })
    #expect(
      note.diagnostic.message
        == "the UIAlertController 'alertController' gets actions from "
        + "'addDefaultActionWithTitle', a method of the app that alert-preview does not read; "
        + "the buttons it adds are missing")
  }

  @Test func coverageCountsByReason() {
    #expect(
      result.coverage == [
        "38 alerts: 12 with every field's text, 26 with text known only at run time",
        "12 alerts with a title known only at run time (read from `title` 2, "
          + "`AccountDeletion.deleteAccount` 1, `AccountDeletion.errorTitle` 1, …)",
        "22 alerts with a message known only at run time (read from `message` 6, "
          + "`AccountDeletion.confirmAlertMessage(with: email)` 1, `AccountDeletion.errorMessage` 1, …)",
        "7 alerts with a button label known only at run time (read from "
          + "`AccountDeletion.cancel` 1, `AccountDeletion.deleteAccountButton` 1, "
          + "`AuthenticationStrings.cancelActionText` 1, …)",
        "7 UIAlertController alerts with actions added by an app's own method (its buttons are "
          + "missing)",
        "6 texts chosen at run time between several (the first is shown)",
      ])
    #expect(result.summary == "found 38 alerts in 24 files; 26 with placeholders")
  }
}
