// Trimmed excerpt.
import UIKit

extension SPOnboardingViewController {
  @objc func handleSignInError(note: Notification) {
    let message =
      note.userInfo?[NSLocalizedDescriptionKey] as? String ?? SignInError.genericErrorText
    let alertController = UIAlertController(
      title: SignInError.title, message: message, preferredStyle: .alert)

    alertController.addDefaultActionWithTitle(SignInError.acceptButtonText)

    /// SFSafariViewController _might_ be onscreen
    presentedViewController?.dismiss(animated: true, completion: nil)
    present(alertController, animated: true, completion: nil)
  }
}
