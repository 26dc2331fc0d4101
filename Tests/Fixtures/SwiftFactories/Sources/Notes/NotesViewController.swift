import UIKit

final class NotesViewController: UIViewController {
  private enum Strings {
    static let exportFailed = NSLocalizedString("Export Failed", comment: "")
  }

  func export() {
    showProblem(title: Strings.exportFailed, message: "The file could not be written.")
  }

  func sync(failedWith error: Error) {
    showProblem(error)
  }

  func upload() {
    showError("Check your connection and try again.")
  }

  private func showError(_ message: String) {
    showProblem(title: "Upload Failed", message: message)
  }

  func deleteAll() {
    let sheet = UIAlertController.confirmation(title: "Delete All Notes?", confirm: "Delete All")
    present(sheet, animated: true)
  }

  func diskFull() {
    let alert = UIAlertController(problem: "Disk Full", detail: nil)
    alert.addCancel("Close")
    present(alert, animated: true)
  }

  func saved() {
    present(
      Notice(title: "Saved", message: "Your note is safe.", button: .init(label: "Done")))
  }

  func confirmRemoval(of count: Int, folder: Bool) {
    let title: String
    if folder {
      let format = NSLocalizedString("Remove %d folders?", comment: "")
      title = String(format: format, count)
    } else {
      title = "Remove notes?"
    }
    let message = folder ? "Their notes move to the inbox." : "They move to the trash."
    let remove: String = {
      if folder { return "Remove Folders" }
      return "Remove"
    }()
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: remove, style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }

  func menu(for name: String) -> UIAction {
    UIAction(title: "Rename") { [weak self] _ in
      let alert = UIAlertController(title: "Rename \(name)", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      self?.present(alert, animated: true)
    }
  }
}
