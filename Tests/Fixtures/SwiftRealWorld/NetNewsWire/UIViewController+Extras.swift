// Trimmed excerpt: the credentials action's body is cut.
import UIKit

private extension UIViewController {

  func presentAccountError(_ error: AccountError, dismiss: (() -> Void)? = nil) {
    let title = NSLocalizedString("Account Error", comment: "Account Error")
    let alertController = UIAlertController(
      title: title, message: error.localizedDescription, preferredStyle: .alert)

    let account = AccountError.account(from: error)
    if account?.type == .feedbin {

      let credentialsTitle = NSLocalizedString("Update Credentials", comment: "Update Credentials")
      let credentialsAction = UIAlertAction(title: credentialsTitle, style: .default) {
        [weak self] _ in
        dismiss?()
        self?.presentCredentials(for: account)
      }

      alertController.addAction(credentialsAction)
      alertController.preferredAction = credentialsAction

    }

    let dismissTitle = NSLocalizedString("OK", comment: "OK button")
    let dismissAction = UIAlertAction(title: dismissTitle, style: .default) { _ in
      dismiss?()
    }
    alertController.addAction(dismissAction)

    self.present(alertController, animated: true, completion: nil)
  }

  func presentErrorWithRecovery(
    error: RecoverableError & LocalizedError, dismiss: (() -> Void)? = nil
  ) {
    let title = error.errorDescription ?? NSLocalizedString("Error", comment: "Error")
    let message = [error.failureReason, error.recoverySuggestion].compactMap { $0 }.joined(
      separator: " ")

    let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)

    // Add recovery options as buttons
    for (index, option) in error.recoveryOptions.enumerated() {
      let action = UIAlertAction(title: option, style: index == 0 ? .default : .cancel) { _ in
        dismiss?()
        _ = error.attemptRecovery(optionIndex: index)
      }
      alertController.addAction(action)

      // Make the first option the preferred action
      if index == 0 {
        alertController.preferredAction = action
      }
    }

    self.present(alertController, animated: true, completion: nil)
  }
}
