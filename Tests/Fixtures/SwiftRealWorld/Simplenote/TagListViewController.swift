// Trimmed excerpt: the tag deletion confirmation (an action sheet); its handler is cut.
import UIKit

extension TagListViewController {
  func delete(tag: Tag) {
    let alertController = UIAlertController(
      title: Localization.TagDeletionConfirmation.title(with: tag.name ?? ""),
      message: nil,
      preferredStyle: .actionSheet)

    alertController.addDestructiveActionWithTitle(
      Localization.TagDeletionConfirmation.confirmationButton
    ) { (_) in
      self.delete(tag)
    }
    alertController.addCancelActionWithTitle(
      Localization.TagDeletionConfirmation.cancellationButton)

    present(alertController, animated: true, completion: nil)
  }
}
