import Foundation

struct UserText {
  static let deleteMessage = NSLocalizedString(
    "settings.delete.message", value: "Your saved places will be removed.",
    comment: "Message of the delete account alert")
  static var keepAccount: String {
    NSLocalizedString("Keep Account", comment: "Button that keeps the account")
  }
  static let signOutTitle = L10n.Settings.DeleteAccount.title
  static let offlineTitle = "You’re Offline"
}

enum Choice: String {
  case later = "Not Now"
}
