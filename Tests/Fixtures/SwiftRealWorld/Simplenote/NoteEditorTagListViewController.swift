// Trimmed excerpt.
import UIKit

extension NoteEditorTagListViewController {
  func add(tagName: String) {
    let isEmailAddress = (tagName as NSString).isValidEmailAddress
    guard !isEmailAddress else {
      let alertController = UIAlertController(
        title: Localization.CollaborationAlert.title,
        message: Localization.CollaborationAlert.message,
        preferredStyle: .alert)
      alertController.addCancelActionWithTitle(Localization.CollaborationAlert.cancelAction)
      present(alertController, animated: true, completion: nil)
      return
    }

    note.addTag(tagName)
  }
}
