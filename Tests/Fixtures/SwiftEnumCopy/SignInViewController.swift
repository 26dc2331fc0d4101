import UIKit

final class SignInViewController: UIViewController {
  func handle(_ error: LoginError) {
    switch error {
    case .accountLocked:
      presentLocked(error: error)
    case .passwordExpired:
      presentExpired(error: error)
    default:
      break
    }
  }

  private func presentLocked(error: LoginError) {
    let alert = UIAlertController(
      title: error.title, message: error.message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: Copy.ok, style: .cancel))
    present(alert, animated: true)
  }

  private func presentExpired(error: LoginError) {
    let alert = UIAlertController(
      title: error.title, message: error.message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: Copy.later, style: .cancel))
    alert.addAction(UIAlertAction(title: Copy.choosePassword, style: .default))
    present(alert, animated: true)
  }

  func confirmDelete(named name: String) {
    let alert = UIAlertController(
      title: Copy.deleteTitle(for: name), message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: Copy.delete, style: .destructive))
    alert.addAction(UIAlertAction(title: Copy.cancel, style: .cancel))
    present(alert, animated: true)
  }
}
