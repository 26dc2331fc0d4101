import UIKit

enum SyncError: Error {
  case paused(reason: String)
}

extension UIViewController {
  func showProblem(title: String, message: String? = nil, dismiss: (() -> Void)? = nil) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    let okTitle = NSLocalizedString("OK", comment: "Dismisses a problem")
    alert.addAction(UIAlertAction(title: okTitle, style: .default) { _ in dismiss?() })
    present(alert, animated: true)
  }

  func showProblem(_ error: Error) {
    if let sync = error as? SyncError {
      presentSyncProblem(sync)
    } else {
      showProblem(title: "Something Went Wrong", message: error.localizedDescription)
    }
  }

  func present(_ notice: Notice) {
    let alert = UIAlertController(
      title: notice.title, message: notice.message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: notice.button.label, style: .default))
    present(alert, animated: true)
  }
}

private extension UIViewController {
  func presentSyncProblem(_ error: SyncError) {
    let alert = UIAlertController(
      title: "Sync Paused", message: String(describing: error), preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Resume Sync", style: .default))
    alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
    present(alert, animated: true)
  }
}

struct Notice {
  struct Button {
    let label: String
  }

  let title: String
  let message: String
  let button: Button
}
