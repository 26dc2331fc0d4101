import UIKit

/// The outcomes of restoring a backup, each one alert's copy.
struct RestoreOutcome {
  let title: String
  let message: String
  let action: String
}

extension RestoreOutcome {
  static var restored: RestoreOutcome {
    let title = NSLocalizedString("Backup Restored", comment: "")
    let message = NSLocalizedString("Your lists are back on this iPhone.", comment: "")
    let action = NSLocalizedString("Done", comment: "")
    return RestoreOutcome(title: title, message: message, action: action)
  }

  static var nothingFound: RestoreOutcome {
    let title = NSLocalizedString("No Backup Found", comment: "")
    let message = NSLocalizedString(
      "Back up from Settings on your other iPhone first.", comment: "")
    let action = NSLocalizedString("OK", comment: "")
    return RestoreOutcome(title: title, message: message, action: action)
  }
}

final class BackupSettingsViewController: UIViewController {
  func restoreTapped(found: Bool) {
    show(outcome: found ? .restored : .nothingFound)
  }

  func restoreFinished() {
    show(outcome: .nothingFound)
  }

  private func show(outcome: RestoreOutcome) {
    let alert = UIAlertController(
      title: outcome.title, message: outcome.message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: outcome.action, style: .default))
    present(alert, animated: true)
  }
}
