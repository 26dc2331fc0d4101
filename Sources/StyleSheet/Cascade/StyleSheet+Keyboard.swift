/// Reading `<keyboard>`, `<scroll-indicator>` and their colours: every value is optional and
/// keeps the built-in one.
extension StyleSheet {
  static func scrollIndicator(_ r: inout SettingReader) -> ScrollIndicatorMetrics {
    var s = ScrollIndicatorMetrics()
    func read(_ attribute: String, _ value: inout Double) {
      if let read = r.optionalDouble("<scroll-indicator>", attribute) { value = read }
    }
    read("width", &s.width)
    read("inset", &s.inset)
    read("minimum-length", &s.minimumLength)
    s.light = optionalColor(.light, "scroll-indicator", &r, fallback: s.light)
    s.dark = optionalColor(.dark, "scroll-indicator", &r, fallback: s.dark)
    return s
  }

  static func keyboard(_ r: inout SettingReader) -> KeyboardMetrics {
    var k = KeyboardMetrics()
    func read(_ attribute: String, _ value: inout Double) {
      if let read = r.optionalDouble("<keyboard>", attribute) { value = read }
    }
    read("home-button-portrait", &k.homeButtonPortrait)
    read("home-button-landscape", &k.homeButtonLandscape)
    read("portrait", &k.portrait)
    read("landscape", &k.landscape)
    read("pad-portrait", &k.padPortrait)
    read("pad-landscape", &k.padLandscape)
    read("predictive-bar", &k.predictiveBar)
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
