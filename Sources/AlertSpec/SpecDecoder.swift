import AlertSupport

/// Decodes one parsed spec file: a single alert object, or `{"alerts": [ … ]}`.
enum SpecDecoder {
  /// Every valid alert in the file, and every structural error, sorted by position. With
  /// `confinement`, the files the alerts name must lie inside it.
  static func decode(_ root: JSONValue, confinement: PathConfinement? = nil) -> (
    alerts: [AlertSpec], diagnostics: [SpecDiagnostic]
  ) {
    var alerts: [AlertSpec] = []
    var diagnostics: [SpecDiagnostic] = []
    func add(_ value: JSONValue) {
      let (alert, errors) = AlertDecoder.decode(value, confinement: confinement)
      if let alert { alerts.append(alert) }
      diagnostics += errors
    }

    guard let members = root.objectValue else {
      let fix = root.arrayValue != nil ? "; wrap the array as {\"alerts\": [ … ]}" : ""
      return (
        [],
        [
          SpecDiagnostic(
            root.location,
            "a spec file must hold one alert object or {\"alerts\": [ … ]}, found \(root.typeDescription)\(fix)"
          )
        ]
      )
    }
    guard let list = members.first(where: { $0.key == "alerts" }) else {
      add(root)
      return (alerts, sorted(diagnostics))
    }
    for member in members where member.key != "alerts" {
      diagnostics.append(
        SpecDiagnostic(
          member.keyLocation,
          "unknown field '\(member.key)' beside 'alerts'; a file holds either one alert or "
            + "{\"alerts\": [ … ]}, so move this field into an alert"))
    }
    guard let elements = list.value.arrayValue else {
      diagnostics.append(
        SpecDiagnostic(
          list.value.location,
          "'alerts' must be an array of alert objects, found \(list.value.typeDescription)"))
      return (alerts, sorted(diagnostics))
    }
    for (index, element) in elements.enumerated() {
      guard element.objectValue != nil else {
        diagnostics.append(
          SpecDiagnostic(
            element.location,
            "'alerts[\(index)]' must be an alert object, found \(element.typeDescription)"))
        continue
      }
      add(element)
    }
    return (alerts, sorted(diagnostics))
  }

  /// Diagnostics in file order (line, then column); the sort is stable.
  static func sorted(_ diagnostics: [SpecDiagnostic]) -> [SpecDiagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let (l, r) = (a.element.location, b.element.location)
      return (l.line, l.column, a.offset) < (r.line, r.column, b.offset)
    }.map(\.element)
  }
}
