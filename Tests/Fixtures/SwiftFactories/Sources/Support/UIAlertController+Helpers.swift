import UIKit

extension UIAlertController {
  convenience init(problem: String, detail: String?) {
    self.init(title: problem, message: detail, preferredStyle: .alert)
  }

  @discardableResult
  func addCancel(_ title: String) -> UIAlertAction {
    return addButton(title, style: .cancel)
  }

  @discardableResult
  func addButton(_ title: String, style: UIAlertAction.Style) -> UIAlertAction {
    let action = UIAlertAction(title: title, style: style)
    addAction(action)
    return action
  }

  static func confirmation(title: String, confirm: String) -> UIAlertController {
    let alert = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
    alert.addButton(confirm, style: .destructive)
    alert.addCancel("Cancel")
    return alert
  }
}
