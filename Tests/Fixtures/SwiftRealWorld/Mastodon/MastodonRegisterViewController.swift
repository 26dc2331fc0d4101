// Trimmed excerpt: the sign-up error alert, made by the app's UIAlertController initialiser.
import MastodonLocalization
import UIKit

extension MastodonRegisterViewController {
  func observeErrors() {
    viewModel.$error
      .receive(on: DispatchQueue.main)
      .sink { [weak self] error in
        guard let self = self else { return }
        guard let error = error as? Mastodon.API.Error else { return }
        let alertController = UIAlertController(
          for: error, title: L10n.Common.Alerts.SignUpFailure.title, preferredStyle: .alert)
        let okAction = UIAlertAction(
          title: L10n.Common.Controls.Actions.ok, style: .default, handler: nil)
        alertController.addAction(okAction)
        _ = self.coordinator.present(
          scene: .alertController(alertController: alertController),
          from: nil,
          transition: .alertController(animated: true, completion: nil)
        )
      }
      .store(in: &disposeBag)
  }
}
