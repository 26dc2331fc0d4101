import AlertSpec

/// The alerts a worker holds (``WorkerMessage/Alert``): the last ``WorkerMessage/alertsKept``
/// sent to it, the earliest forgotten first. The run keeps one for each worker and the worker
/// its own, and both change it the same way, message by message, so the run knows which
/// alerts a worker still has without asking.
struct KeptAlerts {
  private var alerts: [Int] = []

  func contains(_ alert: Int) -> Bool { alerts.contains(alert) }

  /// Keeps `alert`, sent just now; returns the alert forgotten to make room, if one was.
  mutating func keep(_ alert: Int) -> Int? {
    guard !alerts.contains(alert) else { return nil }
    alerts.append(alert)
    return alerts.count > WorkerMessage.alertsKept ? alerts.removeFirst() : nil
  }
}

extension WorkerMessage.Alert {
  /// The alert each of `specs` is: work lists one alert's configurations one after another,
  /// so an item names the alert of the item before it when their specs are the same, else the
  /// item's own number.
  static func numbers(_ specs: [AlertSpec]) -> [Int] {
    var numbers: [Int] = []
    numbers.reserveCapacity(specs.count)
    for index in specs.indices {
      numbers.append(index > 0 && specs[index] == specs[index - 1] ? numbers[index - 1] : index)
    }
    return numbers
  }
}
