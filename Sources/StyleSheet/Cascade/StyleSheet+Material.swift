/// Reading `<material>`: every attribute is optional and keeps its default.
extension StyleSheet {
  static func material(_ r: inout SettingReader) -> MaterialSettings {
    var settings = MaterialSettings()
    r.read("<material>", "blur", into: &settings.blur)
    r.read("<material>", "saturation", into: &settings.saturation)
    r.read("<material>", "brightness", into: &settings.brightness)
    return settings
  }
}
