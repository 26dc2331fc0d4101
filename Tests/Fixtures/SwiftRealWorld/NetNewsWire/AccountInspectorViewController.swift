// Trimmed excerpt: the remove action's body is cut.
import UIKit

extension AccountInspectorViewController {
  func deleteAccount() {
    let title = NSLocalizedString("Remove Account", comment: "Remove Account")
    let message: String = {
      switch account.type {
      case .feedly:
        return NSLocalizedString(
          "Are you sure you want to remove this account? NetNewsWire will no longer be able to access articles and feeds unless the account is added again.",
          comment: "Log Out and Remove Account")
      default:
        return NSLocalizedString(
          "Are you sure you want to remove this account? This cannot be undone.",
          comment: "Remove Account")
      }
    }()
    let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
    let cancelTitle = NSLocalizedString("Cancel", comment: "Cancel button")
    let cancelAction = UIAlertAction(title: cancelTitle, style: .cancel)
    alertController.addAction(cancelAction)

    let markTitle = NSLocalizedString("Remove", comment: "Remove")
    let markAction = UIAlertAction(title: markTitle, style: .destructive) { [weak self] _ in
      self?.removeAccount()
    }
    alertController.addAction(markAction)
    alertController.preferredAction = markAction

    present(alertController, animated: true)
  }
}
