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

extension TrashViewController {
  func options(for note: String) {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    if let restore = restoreAction(for: note) {
      sheet.addAction(restore)
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true)
  }

  private func restoreAction(for note: String) -> UIAlertAction? {
    guard !note.isEmpty else { return nil }
    let title = NSLocalizedString("Restore Note", comment: "")
    return UIAlertAction(title: title, style: .default) { _ in }
  }
}
