// Trimmed excerpt: the boost confirmation; the action's body is cut.
import MastodonLocalization
import UIKit

extension DataSourceFacade {
  @MainActor
  static func responseToStatusReblogAction(
    provider: DataSourceProvider & AuthContextProvider,
    status: MastodonStatus
  ) async throws {
    if UserDefaults.shared.askBeforeBoostingAPost {
      let alertController = UIAlertController(
        title: status.entity.reblogged == true
          ? L10n.Common.Alerts.BoostAPost.titleUnboost : L10n.Common.Alerts.BoostAPost.titleBoost,
        message: nil,
        preferredStyle: .alert
      )
      let cancelAction = UIAlertAction(
        title: L10n.Common.Alerts.BoostAPost.cancel, style: .default)
      alertController.addAction(cancelAction)
      let confirmAction = UIAlertAction(
        title: status.entity.reblogged == true
          ? L10n.Common.Alerts.BoostAPost.unboost : L10n.Common.Alerts.BoostAPost.boost,
        style: .default
      ) { _ in
      }
      alertController.addAction(confirmAction)
      provider.present(alertController, animated: true)
    }
  }
}
