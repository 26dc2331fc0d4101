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
  /// The alert each of `specs` is, numbered by the first item with that same spec, so that
  /// the items of one alert in several configurations name one ``WorkerMessage/Alert``.
  static func numbers(_ specs: [AlertSpec]) -> [Int] {
    var first: [String: [Int]] = [:]
    return specs.indices.map { index in
      let seen = first[specs[index].id, default: []]
      if let same = seen.first(where: { specs[$0] == specs[index] }) { return same }
      first[specs[index].id] = seen + [index]
      return index
    }
  }
}
