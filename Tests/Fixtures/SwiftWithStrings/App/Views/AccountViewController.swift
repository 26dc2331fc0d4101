import UIKit

final class AccountViewController: UIViewController {
  func confirmSignOut() {
    let alert = UIAlertController(
      title: NSLocalizedString("Sign Out?", comment: "Sign-out alert title"),
      message: "You can sign in again at any time.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
    alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
    present(alert, animated: true)
  }
}
