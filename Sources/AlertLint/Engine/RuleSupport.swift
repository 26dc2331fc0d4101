import AlertLayout
import Foundation

/// `“text”`: how messages quote copy.
func quoted(_ text: String) -> String { "“\(text)”" }

/// The JSON path of a button's label.
func labelField(_ index: Int) -> String { "buttons[\(index)].label" }

extension RuleContext {
  /// The configuration where `value` is largest, with that value (the first one on a tie).
  func worst(_ value: (AlertGeometry) -> Int?) -> (
    configuration: RenderConfiguration, value: Int
  )? {
    var best: (RenderConfiguration, Int)?
    for (configuration, geometry) in geometries {
      guard let v = value(geometry) else { continue }
      if v > (best?.1 ?? Int.min) { best = (configuration, v) }
    }
    return best
  }

  /// The first configuration where `condition` holds.
  func first(where condition: (AlertGeometry) -> Bool) -> (
    configuration: RenderConfiguration, geometry: AlertGeometry
  )? {
    geometries.first { condition($0.geometry) }
  }

  /// A label without surrounding white space and ending punctuation, for comparisons.
  func bare(_ label: String) -> String {
    label.trimmingCharacters(in: .whitespaces)
      .trimmingCharacters(in: CharacterSet(charactersIn: ".!?。！？؟"))
  }

}
