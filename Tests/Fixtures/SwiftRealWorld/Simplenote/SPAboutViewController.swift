// Trimmed excerpt.
import UIKit

extension SPAboutViewController {
  func presentSpinnerMessage() {
    guard let message = randomSpinnerMessage else {
      return
    }

    let alertController = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alertController.addCancelActionWithTitle(
      NSLocalizedString("OK", comment: "Closes alert controller for spinner on About view"))
    present(alertController, animated: true, completion: nil)
  }
}
