import UIKit

final class SettingsViewController: UIViewController {
  private enum Strings {
    static let cancel = NSLocalizedString("Cancel", comment: "")
  }

  func confirmDelete() {
    let alert = UIAlertController(
      title: L10n.Settings.DeleteAccount.title, message: UserText.deleteMessage,
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: Strings.cancel, style: .cancel))
    alert.addAction(
      UIAlertAction(title: L10n.Settings.DeleteAccount.confirm, style: .destructive))
    present(alert, animated: true)
  }

  func confirmKeep(device: String) {
    let alert = UIAlertController(
      title: L10n.Settings.DeleteAccount.device(device), message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: UserText.keepAccount, style: .default))
    alert.addAction(UIAlertAction(title: Choice.later.rawValue, style: .cancel))
    present(alert, animated: true)
  }
}

extension SettingsViewController {
  func explainOffline() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.title = UserText.offlineTitle
    alert.message = "Changes are saved when you are back online."
    alert.addAction(UIAlertAction(title: Strings.cancel, style: .cancel))
    alert.addAction(UIAlertAction(title: L10n.Common.continue, style: .default))
    present(alert, animated: true)
  }
}
