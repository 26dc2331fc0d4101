// Generated in the shape SwiftGen's structured-swift5 template writes.
import Foundation

internal enum L10n {
  internal enum Common {
    /// Continue
    internal static let `continue` = L10n.tr(
      "Localizable", "common.continue", fallback: "Continue")
  }
  internal enum Settings {
    internal enum DeleteAccount {
      /// Delete Account?
      internal static let title = L10n.tr(
        "Localizable", "settings.delete_account.title", fallback: "Delete Account?")
      /// Delete
      internal static let confirm = L10n.tr(
        "Localizable", "settings.delete_account.confirm", fallback: "Delete")
      /// Remove %@ from this phone?
      internal static func device(_ p1: Any) -> String {
        return L10n.tr(
          "Localizable", "settings.delete_account.device", String(describing: p1),
          fallback: "Remove %@ from this phone?")
      }
    }
  }
}

extension L10n {
  private static func tr(
    _ table: String, _ key: String, _ args: CVarArg..., fallback value: String
  ) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
