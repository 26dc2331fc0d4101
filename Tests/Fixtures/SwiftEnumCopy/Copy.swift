import Foundation

enum Copy {
  static let ok = NSLocalizedString("OK", comment: "")
  static let later = NSLocalizedString("Later", comment: "")
  static let choosePassword = NSLocalizedString("Choose Password", comment: "")
  static let delete = NSLocalizedString("Delete", comment: "")
  static let cancel = NSLocalizedString("Cancel", comment: "")

  static func deleteTitle(for name: String) -> String {
    let template = NSLocalizedString("Delete “%@”?", comment: "Parameter: the list’s name")
    return String(format: template, name)
  }
}
