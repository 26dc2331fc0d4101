import UIKit

final class AccountViewController: UIViewController {
  func confirmRename(from oldName: String) {
    let alert = UIAlertController(
      title: "Rename account",
      message: "Enter a new name for \"\(oldName)\".",
      preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "New name"
    }
    alert.addTextField {
      $0.placeholder = "Password"
      $0.isSecureTextEntry = true
    }
    let rename = UIAlertAction(title: "RENAME", style: .default) { _ in self.rename() }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(rename)
    alert.preferredAction = rename
    present(alert, animated: true)
  }

  func warnOffline() {
    let message = NSLocalizedString("offline.message", comment: "shown when offline")
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  func shareSheet() {
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
    present(sheet, animated: true)
  }
}
