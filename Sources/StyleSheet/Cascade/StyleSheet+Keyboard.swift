/// Reading `<keyboard>`, `<scroll-indicator>` and their colours: every value is optional and
/// keeps the built-in one.
extension StyleSheet {
  static func scrollIndicator(_ r: inout SettingReader) -> ScrollIndicatorMetrics {
    var s = ScrollIndicatorMetrics()
    r.read("<scroll-indicator>", "width", into: &s.width)
    r.read("<scroll-indicator>", "inset", into: &s.inset)
    r.read("<scroll-indicator>", "minimum-length", into: &s.minimumLength)
    s.light = optionalColor(.light, "scroll-indicator", &r, fallback: s.light)
    s.dark = optionalColor(.dark, "scroll-indicator", &r, fallback: s.dark)
    return s
  }

  static func keyboard(_ r: inout SettingReader) -> KeyboardMetrics {
    var k = KeyboardMetrics()
    r.read("<keyboard>", "home-button-portrait", into: &k.homeButtonPortrait)
    r.read("<keyboard>", "home-button-landscape", into: &k.homeButtonLandscape)
    r.read("<keyboard>", "portrait", into: &k.portrait)
    r.read("<keyboard>", "landscape", into: &k.landscape)
    r.read("<keyboard>", "pad-portrait", into: &k.padPortrait)
    r.read("<keyboard>", "pad-landscape", into: &k.padLandscape)
    r.read("<keyboard>", "predictive-bar", into: &k.predictiveBar)
    func colors(_ appearance: Appearance, _ built: KeyboardColors) -> KeyboardColors {
      KeyboardColors(
        background: optionalColor(appearance, "keyboard", &r, fallback: built.background),
        key: optionalColor(appearance, "keyboard-key", &r, fallback: built.key),
        functionKey: optionalColor(
          appearance, "keyboard-function-key", &r, fallback: built.functionKey),
        label: optionalColor(appearance, "keyboard-label", &r, fallback: built.label))
    }
    k.light = colors(.light, k.light)
    k.dark = colors(.dark, k.dark)
    return k
  }
}
