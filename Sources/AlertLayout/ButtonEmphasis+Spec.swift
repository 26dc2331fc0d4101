import AlertSpec
import StyleSheet

extension AlertMetrics {
  /// The index of the action of `spec` drawn Semibold, by `<buttons emphasis>`: the preferred
  /// action, else (in the classic look) the Cancel button; `nil` for none.
  func emphasisedIndex(of spec: AlertSpec) -> Int? {
    switch buttonEmphasis {
    case .cancel: spec.emphasisedIndex
    case .preferred: spec.preferred
    }
  }
}
