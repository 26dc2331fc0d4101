// Trimmed excerpt: the error alerts; handlers' bodies are cut.
import UIKit

private extension SPAuthViewController {
  func handleError(error: SPAuthError) {
    switch error {
    case .signupUserAlreadyExists:
      presentUserAlreadyExistsError(error: error)
    case .unverifiedEmail:
      presentUserUnverifiedError(error: error, email: email)
    default:
      presentGenericError(error: error)
    }
  }

  func presentPasswordInsecureAlert() {
    let alertController = UIAlertController(
      title: PasswordInsecureString.title, message: PasswordInsecureString.message,
      preferredStyle: .alert)
    alertController.addCancelActionWithTitle(PasswordInsecureString.cancel)
    alertController.addDefaultActionWithTitle(PasswordInsecureString.reset) { [weak self] _ in
      self?.mustResetPasswordField = true
    }

    present(alertController, animated: true, completion: nil)
  }

  func presentUserAlreadyExistsError(error: SPAuthError) {
    let alertController = UIAlertController(
      title: error.title, message: error.message, preferredStyle: .alert)
    alertController.addCancelActionWithTitle(AuthenticationStrings.cancelActionText)
    alertController.addDefaultActionWithTitle(AuthenticationStrings.loginActionText) { _ in
      self.attemptLoginWithCurrentCredentials()
    }

    present(alertController, animated: true, completion: nil)
  }

  func presentUserUnverifiedError(error: SPAuthError, email: String) {
    let alertController = UIAlertController(
      title: error.title, message: error.message, preferredStyle: .alert)
    alertController.addCancelActionWithTitle(AuthenticationStrings.unverifiedCancelText)
    alertController.addDefaultActionWithTitle(AuthenticationStrings.unverifiedActionText) {
      [weak self] _ in
      AccountRemote().verify(email: email) { result in
        var alert: UIAlertController
        switch result {
        case .success:
          alert = UIAlertController.dismissableAlert(
            title: AuthenticationStrings.verificationSentTitle,
            message: String(format: AuthenticationStrings.verificationSentTemplate, email))
        case .failure:
          alert = UIAlertController.dismissableAlert(
            title: AuthenticationStrings.unverifiedErrorTitle,
            message: AuthenticationStrings.unverifiedErrorMessage)
        }
        self?.present(alert, animated: true, completion: nil)
      }
    }

    present(alertController, animated: true, completion: nil)
  }
}
