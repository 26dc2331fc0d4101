import UIKit

final class TrashViewController: UIViewController {
  func empty() {
    showError("The trash could not be emptied.")
  }

  private func showError(_ message: String) {
    let alert = UIAlertController(title: "Trash", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

final class SyncMonitor {
  weak var screen: UIViewController?

  func start(with engine: SyncEngine) {
    engine.onFailure = { [weak self] failure in
      self?.screen?.showProblem(failure)
    }
  }
}
