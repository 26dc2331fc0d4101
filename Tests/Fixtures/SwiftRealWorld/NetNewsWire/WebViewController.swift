// Trimmed excerpt: the mail-link branch of the web view's navigation policy.
import UIKit

extension WebViewController {
  func openMailLink(_ emailAddress: URL) {
    if UIApplication.shared.canOpenURL(emailAddress) {
      UIApplication.shared.open(emailAddress, options: [.universalLinksOnly: false])
    } else {
      let alert = UIAlertController(
        title: NSLocalizedString("Error", comment: "Error"),
        message: NSLocalizedString(
          "This device cannot send emails.", comment: "This device cannot send emails."),
        preferredStyle: .alert)
      alert.addAction(
        .init(title: NSLocalizedString("Dismiss", comment: "Dismiss"), style: .cancel, handler: nil)
      )
      self.present(alert, animated: true, completion: nil)
    }
  }
}
