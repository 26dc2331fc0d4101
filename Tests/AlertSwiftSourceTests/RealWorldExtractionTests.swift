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
      "status-row-view-24", nil, nil, ["account.action.block /destructive", "Cancel /cancel"]),
    RealWorldSite(
      "edit-account-view-10", "account.edit.error.save.title", "account.edit.error.save.message",
      ["alert.button.ok /default"]),
    RealWorldSite(
      "main-view-9", "status.error.posting.title", "{postingError}", ["OK /default"]),
    RealWorldSite(
      "media-uiview-14", "status.editor.media.image-description", "{alt}",
      ["alert.button.ok /default"]),
    RealWorldSite("media-view-7", "alert.error", "{localizedDescription}", ["Ok /default"]),
    // The `#if canImport(_Translation_SwiftUI)` button is the first branch: it is read.
    RealWorldSite(
      "status-row-media-preview-view-8", "status.editor.media.image-description", "{text}",
      [
        "alert.button.ok /default", "status.action.copy-text /default",
        "status.action.translate /default",
      ]),
    // `Alert(…, secondaryButton: .cancel())` shows the system Cancel.
    RealWorldSite(
      "status-row-view-12", "status.action.delete.confirm.title",
      "status.action.delete.confirm.message",
      ["status.action.delete /destructive", "Cancel /cancel"]),
    RealWorldSite(
      "status-row-view-32", "DeepL couldn't be reached!\nIs the API Key correct?", nil,
      ["alert.button.ok /cancel", "settings.general.translate /default"]),
    RealWorldSite(
      "status-row-view-42", "The Translation Service of your Instance couldn't be reached!", nil,
      ["alert.button.ok /cancel", "settings.general.translate /default"]),
    RealWorldSite(
      "support-app-view-9", "settings.support.alert.title", "settings.support.alert.message",
      ["alert.button.ok /default"]),
    RealWorldSite(
      "support-app-view-22", "alert.error", "settings.support.alert.error.message",
      ["alert.button.ok /default"]),
  ]

  static let netNewsWire: [RealWorldSite] = [
    // The message is the value of a closure run at once: its first `return`.
    RealWorldSite(
      "account-inspector-view-controller-19", "Remove Account",
      "Are you sure you want to remove this account? NetNewsWire will no longer be able to "
        + "access articles and feeds unless the account is added again.",
      ["Cancel /cancel", "Remove /destructive"], preferred: 1),
    // Formats filled in with `NSString.localizedStringWithFormat`; "Show Website" is added
    // inside an `if` and is missing (noted).
    RealWorldSite(
      "article-theme-importer-21", "Install theme “{name}” by {creatorName}?",
      "Author’s website:\n{creatorHomePage}", ["Cancel /cancel", "Install Theme /default"],
      preferred: 1),
    RealWorldSite(
      "article-theme-importer-44", "Duplicate Theme",
      "The theme “{name}” already exists. Overwrite it?",
      ["Cancel /cancel", "Overwrite /default"], preferred: 1),
    RealWorldSite(
      "article-theme-importer-78", "Theme installed",
      "The theme “{themeName}” has been installed.", ["Done /default"]),
    RealWorldSite(
      "cloud-kit-stats-view-9", "Clean Up iCloud Records", "{cleanUpConfirmationMessage}",
      ["Clean Up /destructive", "Cancel /cancel"]),
    // Only a destructive button: SwiftUI adds Cancel.
    RealWorldSite(
      "dinosaurs-view-9", "Delete Feed", "Are you sure you want to delete the feed ”{feedName}”?",
      ["Delete /destructive", "Cancel /cancel"]),
    RealWorldSite(
      "feed-inspector-view-controller-6", "Enable Notifications",
      "Notifications need to be enabled in the Settings app.",
      ["Open Settings /default", "Dismiss /cancel"], preferred: 0),
    RealWorldSite(
      "main-feed-collection-view-controller-18", "Rename “{nameForDisplay}”", nil,
      ["Cancel /cancel", "Rename /default"], preferred: 1, fields: ["Name"]),
    // The title and message are assigned in an `if`/`else`: the first branch's title; its
    // message reads a format declared in the branch from a type this excerpt does not hold.
    RealWorldSite(
      "main-feed-collection-view-controller-71", "Delete Folder", "{message}",
      ["Cancel /cancel", "Delete /destructive"], preferred: 1),
    // "Update Credentials" is added inside an `if` (noted).
    RealWorldSite(
      "uiview-controller-extras-8", "Account Error", "{localizedDescription}", ["OK /default"]),
    // The buttons are added in a `for` loop over the error's recovery options (noted).
    RealWorldSite("uiview-controller-extras-42", "{title}", "{message}", []),
    RealWorldSite("uiview-controller-rscore-6", "{title}", "{message}", ["OK /default"]),
    // `addAction(.init(title:style:handler:))`.
    RealWorldSite(
      "web-view-controller-9", "Error", "This device cannot send emails.", ["Dismiss /cancel"]),
  ]

  /// Simplenote adds its actions with its own `addCancelActionWithTitle`-style methods: the
  /// excerpt holds `addCancelActionWithTitle` (followed) but not the others (their buttons are
  /// missing, and each alert is noted).
  static let simplenote: [RealWorldSite] = [
    // An action sheet whose other actions come from a method the excerpt lacks (noted).
    RealWorldSite("tag-list-view-controller-6", "{title}", nil, ["{cancellationButton} /cancel"]),
    RealWorldSite(
      "note-editor-tag-list-view-controller-8", "{title}", "{message}", ["{cancelAction} /cancel"]),
    RealWorldSite("spabout-view-controller-10", nil, "{message}", ["OK /cancel"]),
    RealWorldSite("spauth-view-controller-6", "{title}", "{message}", ["{cancel} /cancel"]),
    RealWorldSite(
      "spauth-view-controller-18", "{title}", "{message}", ["{cancelActionText} /cancel"]),
    RealWorldSite(
      "spauth-view-controller-29", "{title}", "{message}", ["{unverifiedCancelText} /cancel"]),
    // `alert = UIAlertController.dismissableAlert(title:message:)` in each case of a `switch`:
    // the helper's body adds "Ok".
    RealWorldSite(
      "spauth-view-controller-38", "{verificationSentTitle}", "{verificationSentTemplate}",
      ["Ok /cancel"]),
    RealWorldSite(
      "spauth-view-controller-42", "{unverifiedErrorTitle}", "{unverifiedErrorMessage}",
      ["Ok /cancel"]),
    RealWorldSite("sponboarding-view-controller-8", "{title}", "{message}", []),
    // Strings of a type in another file stay placeholders, named after the constant.
    RealWorldSite(
      "spsettings-view-controller-extensions-8", "{deleteAccount}", "{confirmAlertMessage}",
      ["{deleteAccountButton} /destructive", "{cancel} /cancel"]),
    RealWorldSite("spsettings-view-controller-extensions-22", "{errorTitle}", "{errorMessage}", []),
    // `IndexAlert.title`: a `static let` of a type in the same file is read.
    RealWorldSite(
      "spsettings-view-controller-extensions-32", "Index Removed",
      "Spotlight history may still appear in search results, but notes have be unindexed", []),
  ]

  @Test(arguments: iceCubes + netNewsWire + simplenote)
  func extractsAsIOSShows(site: RealWorldSite) throws {
    let alert = try #require(Self.alerts[site.id])
    #expect(alert.title == site.title)
    #expect(alert.message == site.message)
    #expect(alert.buttons.map { "\($0.label) /\($0.role.rawValue)" } == site.buttons)
    #expect(alert.preferred == site.preferred)
    #expect(alert.textFields.map(\.placeholder) == site.fields)
  }

  @Test func everyAlertIsListed() {
    let listed = Set((Self.iceCubes + Self.netNewsWire + Self.simplenote).map(\.id))
    #expect(Set(Self.alerts.keys) == listed)
    #expect(Self.result.alerts.count == 36)
  }

  @Test func actionSheetsAndDialogsAreSheets() {
    let sheets = Self.result.alerts.filter { $0.style == .actionSheet }.map(\.id).sorted()
    #expect(sheets == ["status-row-view-24", "tag-list-view-controller-6"])
  }

  @Test func findingsPointAtTheConstantsLiteral() throws {
    let alert = try #require(Self.alerts["spsettings-view-controller-extensions-32"])
    #expect(
      alert.locations["title"]?.description.hasSuffix(
        "Simplenote/SPSettingsViewController+Extensions.swift:42:5") == true)
    let rename = try #require(Self.alerts["main-feed-collection-view-controller-18"])
    #expect(
      rename.buttons.last?.labelLocation.description.hasSuffix(
        "NetNewsWire/MainFeedCollectionViewController.swift:23:41") == true)
  }
}
