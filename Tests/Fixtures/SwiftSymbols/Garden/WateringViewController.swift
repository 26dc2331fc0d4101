import UIKit

/// R.swift's generated accessors.
final class WateringViewController: UIViewController {
  func warnSkipped(plant: String) {
    let alert = UIAlertController(
      title: nil, message: R.string.localizable.wateringSkipped(plant),
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: R.string.localizable.oK(), style: .default))
    present(alert, animated: true)
  }
}
