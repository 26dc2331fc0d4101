import UIKit

final class PortraitAlertController: UIAlertController {}

final class FormsViewController: UIViewController {
  private var pending: UIAlertController?

  func chooseCover() {
    let sheet = UIAlertController()
    sheet.title = "Choose a Cover"
    sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true)
  }

  func warnStorage() {
    pending = UIAlertController(
      title: "Storage Almost Full", message: "Free up space to keep syncing.",
      preferredStyle: .alert)
    pending?.addAction(UIAlertAction(title: "OK", style: .default))
    if let pending { present(pending, animated: true) }
  }

  func rotate() {
    let alert = PortraitAlertController(
      title: "Rotate to Portrait", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  func export(onPad isPad: Bool) {
    let menu = UIAlertController(
      title: "Export", message: nil, preferredStyle: isPad ? .alert : .actionSheet)
    menu.addAction(UIAlertAction(title: "PDF", style: .default))
    menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(menu, animated: true)
  }
}
