import AlertSpec

/// What must hold of any ``SpecLoadResult``, whatever the input; a failure stops the fuzzer.
enum SpecResultCheck {
  /// Stops the process, with the broken rule, if `result` breaks one.
  static func check(_ result: SpecLoadResult) {
    for diagnostic in result.diagnostics {
      require(!diagnostic.message.isEmpty, "a diagnostic has no message")
      requireReal(diagnostic.location, "diagnostic '\(diagnostic.message)'")
    }
    for alert in result.alerts {
      require(alert.id.unicodeScalars.count <= SpecLimits.idLength, "id over the limit")
      require(length(alert.title) <= SpecLimits.titleLength, "title over the limit")
      require(length(alert.message) <= SpecLimits.messageLength, "message over the limit")
      require(length(alert.homeScreen) <= SpecLimits.labelLength, "homeScreen over the limit")
      require(alert.buttons.count <= SpecLimits.buttons, "too many buttons")
      require(alert.textFields.count <= SpecLimits.textFields, "too many text fields")
      for button in alert.buttons {
        require(length(button.label) <= SpecLimits.labelLength, "label over the limit")
        require(!button.label.isEmpty, "an empty label passed validation")
        requireReal(button.labelLocation, "label '\(button.label)'")
      }
      for field in alert.textFields {
        require(length(field.placeholder) <= SpecLimits.textFieldLength, "placeholder too long")
        require(length(field.text) <= SpecLimits.textFieldLength, "field text too long")
      }
      require(
        alert.buttons.filter { $0.role == .cancel }.count <= 1, "two cancel buttons passed")
      if let preferred = alert.preferred {
        require(alert.buttons.indices.contains(preferred), "preferred names no button")
      }
      for (key, location) in alert.locations { requireReal(location, "field '\(key)'") }
    }
  }

  private static func length(_ text: String?) -> Int { text?.unicodeScalars.count ?? 0 }

  private static func requireReal(_ location: SourceLocation, _ what: String) {
    require(location.line >= 1 && location.column >= 1, "\(what) is at \(location)")
  }

  private static func require(_ condition: Bool, _ rule: @autoclosure () -> String) {
    if !condition { fatalError("spec fuzz check failed: \(rule())") }
  }
}
