import AlertSpec
import StyleSheet

extension Palette {
  /// The palette with the spec's own accent colour (`"tint"`) for `appearance`, when it has
  /// one: the colour of its default and cancel actions, and the fill of a tinted one.
  func tinted(by spec: AlertSpec, _ appearance: Appearance) -> Palette {
    guard let tint = spec.tint,
      let color = RGBA(hex: appearance == .dark ? tint.dark : tint.light)
    else { return self }
    var palette = self
    palette.tint = color
    return palette
  }
}
