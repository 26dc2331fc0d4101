import AlertSpec
import AlertSwiftSource
import Foundation
import Testing

/// One alert call of the real-world corpus and what iOS shows for it, decided by hand.
struct RealWorldSite: CustomTestStringConvertible, Sendable {
  var id: String
  var title: String?
  var message: String?
  /// `label /role`, in source order.
  var buttons: [String]
  var preferred: Int?
  var fields: [String]

  init(
    _ id: String, _ title: String?, _ message: String?, _ buttons: [String],
    preferred: Int? = nil, fields: [String] = []
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
    self.preferred = preferred
    self.fields = fields
  }

  var testDescription: String { id }
}

/// Excerpts of open-source apps' alert calls in `Tests/Fixtures/SwiftRealWorld` (listed, with
/// their sources and licences, in its README), each extracted as iOS would show it. Where the
/// extractor cannot see everything, the alert's missing part is asserted as it is and the
/// note that says so is checked in ``RealWorldNoteTests``.
@Suite struct RealWorldExtractionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/SwiftRealWorld").path
  static let result = SwiftAlertExtractor.extract(paths: [folder])
  static let alerts = Dictionary(uniqueKeysWithValues: result.alerts.map { ($0.id, $0) })

  static let iceCubes: [RealWorldSite] = [
    // A confirmationDialog: its title is hidden (no titleVisibility: .visible) and iOS adds
    // Cancel.
    RealWorldSite(
      "status-row-view-body-account-action-block", nil, nil,
      ["account.action.block /destructive", "Cancel /cancel"]),
    RealWorldSite(
      "edit-account-view-body-account-edit-error-save", "account.edit.error.save.title",
      "account.edit.error.save.message",
      ["alert.button.ok /default"]),
    RealWorldSite(
      "main-view-body-status-error-posting-title", "status.error.posting.title", "{postingError}",
      ["OK /default"]),
    RealWorldSite(
      "alt-text-button-body-status-editor-media-image", "status.editor.media.image-description",
      "{alt}",
      ["alert.button.ok /default"]),
    RealWorldSite(
      "media-view-body-alert-error", "alert.error", "{localizedDescription}", ["Ok /default"]),
    // The `#if canImport(_Translation_SwiftUI)` button is the first branch: it is read.
    RealWorldSite(
      "media-preview-body-status-editor-media-image", "status.editor.media.image-description",
      "{text}",
      [
        "alert.button.ok /default", "status.action.copy-text /default",
        "status.action.translate /default",
      ]),
    // `Alert(…, secondaryButton: .cancel())` shows the system Cancel.
    RealWorldSite(
      "status-row-view-body-status-action-delete-confirm", "status.action.delete.confirm.title",
      "status.action.delete.confirm.message",
      ["status.action.delete /destructive", "Cancel /cancel"]),
    RealWorldSite(
      "status-row-view-body-deepl-couldnt-be-reached",
      "DeepL couldn't be reached!\nIs the API Key correct?", nil,
      ["alert.button.ok /cancel", "settings.general.translate /default"]),
    RealWorldSite(
      "status-row-view-body-the-translation-service-of",
      "The Translation Service of your Instance couldn't be reached!", nil,
      ["alert.button.ok /cancel", "settings.general.translate /default"]),
    RealWorldSite(
      "support-app-view-body-settings-support-alert-title", "settings.support.alert.title",
      "settings.support.alert.message",
      ["alert.button.ok /default"]),
    RealWorldSite(
      "support-app-view-body-alert-error", "alert.error", "settings.support.alert.error.message",
      ["alert.button.ok /default"]),
  ]

  static let netNewsWire: [RealWorldSite] = [
    // The message is the value of a closure run at once: its first `return`.
    RealWorldSite(
      "account-inspector-view-controller-delete-account-remove", "Remove Account",
      "Are you sure you want to remove this account? NetNewsWire will no longer be able to "
        + "access articles and feeds unless the account is added again.",
      ["Cancel /cancel", "Remove /destructive"], preferred: 1),
    // Formats filled in with `NSString.localizedStringWithFormat`; "Show Website" is added
    // inside an `if let`, read as iOS shows it when the condition holds.
    RealWorldSite(
      "article-theme-importer-import-theme-install-theme-name-by",
      "Install theme “{name}” by {creatorName}?",
      "Author’s website:\n{creatorHomePage}",
      ["Cancel /cancel", "Show Website /default", "Install Theme /default"], preferred: 2),
    RealWorldSite(
      "article-theme-importer-install-theme-action-duplicate-theme", "Duplicate Theme",
      "The theme “{name}” already exists. Overwrite it?",
      ["Cancel /cancel", "Overwrite /default"], preferred: 1),
    RealWorldSite(
      "article-theme-importer-confirm-import-success-theme-installed", "Theme installed",
      "The theme “{themeName}” has been installed.", ["Done /default"]),
    RealWorldSite(
      "cloud-kit-stats-view-body-clean-up-icloud-records", "Clean Up iCloud Records",
      "{cleanUpConfirmationMessage}",
      ["Clean Up /destructive", "Cancel /cancel"]),
    // Only a destructive button: SwiftUI adds Cancel.
    RealWorldSite(
      "dinosaurs-view-body-delete-feed", "Delete Feed",
      "Are you sure you want to delete the feed ”{feedName}”?",
      ["Delete /destructive", "Cancel /cancel"]),
    RealWorldSite(
      "feed-inspector-view-controller-notification-update-error", "Enable Notifications",
      "Notifications need to be enabled in the Settings app.",
      ["Open Settings /default", "Dismiss /cancel"], preferred: 0),
    RealWorldSite(
      "main-feed-collection-view-controller-rename-rename", "Rename “{nameForDisplay}”", nil,
      ["Cancel /cancel", "Rename /default"], preferred: 1, fields: ["Name"]),
    // The title and message are assigned in an `if`/`else`: the first branch's title; its
    // message reads a format declared in the branch from a type this excerpt does not hold.
    RealWorldSite(
      "main-feed-collection-view-controller-delete-delete-folder", "Delete Folder", "{message}",
      ["Cancel /cancel", "Delete /destructive"], preferred: 1),
    // "Update Credentials" is added, and preferred, inside an `if`.
    RealWorldSite(
      "uiview-controller-present-account-error-account-error", "Account Error",
      "{localizedDescription}", ["Update Credentials /default", "OK /default"], preferred: 0),
    // The buttons are added in a `for` loop over the error's recovery options: one, named
    // after the loop's variable.
    RealWorldSite(
      "uiview-controller-present-error-with-recovery-title", "{title}", "{message}",
      ["{option} /default"], preferred: 0),
    RealWorldSite("uiview-controller-present-error-title", "{title}", "{message}", ["OK /default"]),
    // `addAction(.init(title:style:handler:))`.
    RealWorldSite(
      "web-view-controller-open-mail-link-error", "Error", "This device cannot send emails.",
      ["Dismiss /cancel"]),
  ]

  /// Simplenote adds its actions with its own `addCancelActionWithTitle`-style methods: the
  /// excerpt holds `addCancelActionWithTitle` (followed) but not the others (their buttons are
  /// missing, and each alert is noted).
  static let simplenote: [RealWorldSite] = [
    // An action sheet whose other actions come from a method the excerpt lacks (noted).
    RealWorldSite(
      "tag-list-view-controller-delete-title", "{title}", nil, ["{cancellationButton} /cancel"]),
    RealWorldSite(
      "note-editor-tag-list-view-controller-add-title", "{title}", "{message}",
      ["{cancelAction} /cancel"]),
    RealWorldSite(
      "spabout-view-controller-present-spinner-message-message", nil, "{message}", ["OK /cancel"]),
    RealWorldSite(
      "spauth-view-controller-present-password-insecure-alert-title", "{title}", "{message}",
      ["{cancel} /cancel"]),
    // `case .signupUserAlreadyExists: presentUserAlreadyExistsError(error: error)`: the
    // helper's `error.title` is `SPAuthError.title`'s branch for that case, and the alert is
    // where the helper is called.
    RealWorldSite(
      "spauth-view-controller-handle-error-email-in-use", "Email in use",
      "The email you've entered is already associated with a Simplenote account.",
      ["{cancelActionText} /cancel"]),
    // The helper's own alert, not the ones its action's handler shows later.
    RealWorldSite(
      "spauth-view-controller-handle-error-account-verification", "Account Verification Required",
      "You must verify your email before being able to login.",
      ["{unverifiedCancelText} /cancel"]),
    // `alert = UIAlertController.dismissableAlert(title:message:)` in each case of a `switch`:
    // the helper's body adds "Ok".
    RealWorldSite(
      "spauth-view-controller-present-user-unverified-error", "{verificationSentTitle}",
      "{verificationSentTemplate}",
      ["Ok /cancel"]),
    RealWorldSite(
      "spauth-view-controller-present-user-unverified-error-2", "{unverifiedErrorTitle}",
      "{unverifiedErrorMessage}",
      ["Ok /cancel"]),
    RealWorldSite(
      "sponboarding-view-controller-handle-sign-in-error-title", "{title}", "{message}", []),
    // Strings of a type in another file stay placeholders, named after the constant.
    RealWorldSite(
      "spsettings-view-controller-present-account-deletion", "{deleteAccount}",
      "{confirmAlertMessage}",
      ["{deleteAccountButton} /destructive", "{cancel} /cancel"]),
    RealWorldSite(
      "spsettings-view-controller-present-request-error-alert", "{errorTitle}", "{errorMessage}", []
    ),
    // `IndexAlert.title`: a `static let` of a type in the same file is read.
    RealWorldSite(
      "spsettings-view-controller-present-index-removal-alert-index", "Index Removed",
      "Spotlight history may still appear in search results, but notes have be unindexed", []),
  ]

  /// Mastodon reads its copy through SwiftGen's `L10n` accessors in another module, with the
  /// English table's text; an alert made by the app's `UIAlertController(for:title:…)`.
  static let mastodon: [RealWorldSite] = [
    // A ternary on the post's state: the first branch is shown, the other noted.
    RealWorldSite(
      "data-source-facade-response-to-status-reblog-action-boost", "Unboost Post?", nil,
      ["Cancel /default", "Unboost /default"]),
    // The initialiser's body: the call's title, the error's text as the message.
    RealWorldSite(
      "mastodon-register-view-controller-observe-errors-sign-up", "Sign Up Failure", "{message}",
      ["OK /default"]),
  ]

  @Test(arguments: iceCubes + netNewsWire + simplenote + mastodon)
  func extractsAsIOSShows(site: RealWorldSite) throws {
    let alert = try #require(Self.alerts[site.id])
    #expect(alert.title == site.title)
    #expect(alert.message == site.message)
    #expect(alert.buttons.map { "\($0.label) /\($0.role.rawValue)" } == site.buttons)
    #expect(alert.preferred == site.preferred)
    #expect(alert.textFields.map(\.placeholder) == site.fields)
  }

  @Test func everyAlertIsListed() {
    let listed = Set(
      (Self.iceCubes + Self.netNewsWire + Self.simplenote + Self.mastodon).map(\.id))
    #expect(Set(Self.alerts.keys) == listed)
    #expect(Self.result.alerts.count == 38)
  }

  /// SwiftGen's accessors keep their table's keys, so `--locale de` shows Mastodon's German.
  @Test func swiftGenAccessorsKeepTheTablesKeys() throws {
    let alert = try #require(
      Self.alerts["data-source-facade-response-to-status-reblog-action-boost"])
    #expect(alert.keys["title"] == StringKey(key: "Common.Alerts.BoostAPost.TitleUnboost"))
    #expect(alert.keys["buttons[1].label"] == StringKey(key: "Common.Alerts.BoostAPost.Unboost"))
  }

  @Test func actionSheetsAndDialogsAreSheets() {
    let sheets = Self.result.alerts.filter { $0.style == .actionSheet }.map(\.id).sorted()
    #expect(
      sheets == [
        "status-row-view-body-account-action-block", "tag-list-view-controller-delete-title",
      ])
  }

  @Test func findingsPointAtTheConstantsLiteral() throws {
    let alert = try #require(
      Self.alerts["spsettings-view-controller-present-index-removal-alert-index"])
    #expect(
      alert.locations["title"]?.description.hasSuffix(
        "Simplenote/SPSettingsViewController+Extensions.swift:42:5") == true)
    let rename = try #require(Self.alerts["main-feed-collection-view-controller-rename-rename"])
    #expect(
      rename.buttons.last?.labelLocation.description.hasSuffix(
        "NetNewsWire/MainFeedCollectionViewController.swift:23:41") == true)
  }
}
