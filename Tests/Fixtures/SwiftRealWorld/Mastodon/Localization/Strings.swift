// Trimmed excerpt: the SwiftGen accessors the alerts above read; the other keys are cut.
import Foundation

public enum L10n {
  public enum Common {
    public enum Alerts {
      public enum BoostAPost {
        /// Boost
        public static let boost = L10n.tr(
          "Localizable", "Common.Alerts.BoostAPost.Boost", fallback: "Boost")
        /// Cancel
        public static let cancel = L10n.tr(
          "Localizable", "Common.Alerts.BoostAPost.Cancel", fallback: "Cancel")
        /// Boost Post?
        public static let titleBoost = L10n.tr(
          "Localizable", "Common.Alerts.BoostAPost.TitleBoost", fallback: "Boost Post?")
        /// Unboost Post?
        public static let titleUnboost = L10n.tr(
          "Localizable", "Common.Alerts.BoostAPost.TitleUnboost", fallback: "Unboost Post?")
        /// Unboost
        public static let unboost = L10n.tr(
          "Localizable", "Common.Alerts.BoostAPost.Unboost", fallback: "Unboost")
      }
      public enum SignUpFailure {
        /// Sign Up Failure
        public static let title = L10n.tr(
          "Localizable", "Common.Alerts.SignUpFailure.Title", fallback: "Sign Up Failure")
      }
    }
    public enum Controls {
      public enum Actions {
        /// OK
        public static let ok = L10n.tr(
          "Localizable", "Common.Controls.Actions.Ok", fallback: "OK")
      }
    }
  }
}

extension L10n {
  private static func tr(
    _ table: String, _ key: String, _ args: CVarArg..., fallback value: String
  ) -> String {
    let format = Bundle.module.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
