// Trimmed excerpt (RSCore module).
import UIKit

extension UIViewController {
  public func presentError(title: String, message: String, dismiss: (() -> Void)? = nil) {
    let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
    let dismissTitle = NSLocalizedString("OK", comment: "OK button")
    let dismissAction = UIAlertAction(title: dismissTitle, style: .default) { _ in
      dismiss?()
    }
    alertController.addAction(dismissAction)
    self.present(alertController, animated: true, completion: nil)
  }
}
