// Trimmed excerpt: rename and delete of a sidebar item; the handlers' bodies are cut.
import UIKit

extension MainFeedCollectionViewController {
  func rename(indexPath: IndexPath) {
    guard
      let sidebarItem = dataSource.itemIdentifier(for: indexPath)?.node.representedObject
        as? SidebarItem
    else {
      return
    }

    let formatString = NSLocalizedString("Rename “%@”", comment: "Rename feed")
    let title =
      NSString.localizedStringWithFormat(formatString as NSString, sidebarItem.nameForDisplay)
      as String

    let alertController = UIAlertController(title: title, message: nil, preferredStyle: .alert)

    let cancelTitle = NSLocalizedString("Cancel", comment: "Cancel button")
    alertController.addAction(UIAlertAction(title: cancelTitle, style: .cancel))

    let renameTitle = NSLocalizedString("Rename", comment: "Command")
    let renameAction = UIAlertAction(title: renameTitle, style: .default) { [weak self] _ in
      guard let name = alertController.textFields?[0].text, !name.isEmpty else {
        return
      }
      self?.rename(sidebarItem, to: name)
    }

    alertController.addAction(renameAction)
    alertController.preferredAction = renameAction

    alertController.addTextField { textField in
      textField.text = sidebarItem.nameForDisplay
      textField.placeholder = NSLocalizedString("Name", comment: "Name")
      textField.clearButtonMode = .always
    }

    self.present(alertController, animated: true) {

    }
  }

  func delete(indexPath: IndexPath) {
    guard
      let sidebarItem = dataSource.itemIdentifier(for: indexPath)?.node.representedObject
        as? SidebarItem
    else {
      return
    }

    let title: String
    let message: String
    if sidebarItem is Folder {
      title = NSLocalizedString("Delete Folder", comment: "Command")
      let localizedInformativeText = NSLocalizedString(
        "Are you sure you want to delete the “%@” folder?", comment: "Folder delete text")
      message =
        NSString.localizedStringWithFormat(
          localizedInformativeText as NSString, sidebarItem.nameForDisplay) as String
    } else {
      title = NSLocalizedString("Delete Feed", comment: "Delete Feed")
      let localizedInformativeText = NSLocalizedString(
        "Are you sure you want to delete the “%@” feed?", comment: "Feed delete text")
      message =
        NSString.localizedStringWithFormat(
          localizedInformativeText as NSString, sidebarItem.nameForDisplay) as String
    }

    let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)

    let cancelTitle = NSLocalizedString("Cancel", comment: "Cancel button")
    alertController.addAction(UIAlertAction(title: cancelTitle, style: .cancel))

    let deleteTitle = NSLocalizedString("Delete", comment: "Delete button")
    let deleteAction = UIAlertAction(title: deleteTitle, style: .destructive) { [weak self] _ in
      self?.performDelete(indexPath: indexPath)
    }
    alertController.addAction(deleteAction)
    alertController.preferredAction = deleteAction

    self.present(alertController, animated: true)
  }
}
