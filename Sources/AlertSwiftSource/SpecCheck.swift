import AlertSpec
import Foundation

/// Runs an alert found in Swift through the spec format's own checks (control characters,
/// empty labels, two cancel buttons, …), so Swift input is held to the rules JSON specs are.
enum SpecCheck {
  /// The decoder's complaints about `spec`, placed at the Swift call; empty when it is valid.
  static func problems(_ spec: AlertSpec) -> [SpecDiagnostic] {
    var document: [String: Any] = ["id": spec.id]
    if let title = spec.title { document["title"] = title }
    if let message = spec.message { document["message"] = message }
    document["buttons"] = spec.buttons.map { ["label": $0.label, "role": $0.role.rawValue] }
    if let preferred = spec.preferred { document["preferred"] = preferred }
    document["textFields"] = spec.textFields.map {
      ["placeholder": $0.placeholder, "secure": $0.secure] as [String: Any]
    }
    if !spec.lintIgnore.isEmpty { document["lint"] = ["ignore": spec.lintIgnore] }
    if spec.style != .alert { document["style"] = spec.style.rawValue }
    let here = spec.locations[""] ?? SourceLocation(file: "<input>", line: 1, column: 1)
    guard let data = try? JSONSerialization.data(withJSONObject: document),
      let text = String(data: data, encoding: .utf8)
    else {
      return [
        SpecDiagnostic(here, "this alert's text cannot be written as a spec; check its strings")
      ]
    }
    return SpecLoader.load(text: text, file: here.file).diagnostics.map {
      SpecDiagnostic(here, "this alert is not a valid spec: \($0.message)")
    }
  }
}
