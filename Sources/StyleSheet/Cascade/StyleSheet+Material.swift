/// Reading `<material>`: every attribute is optional and keeps its default.
extension StyleSheet {
  static func material(_ r: inout SettingReader) -> MaterialSettings {
    var settings = MaterialSettings()
    func read(_ attribute: String, _ value: inout Double) {
      if let read = r.optionalDouble("<material>", attribute) { value = read }
    }
    read("blur", &settings.blur)
    read("saturation", &settings.saturation)
    read("brightness", &settings.brightness)
    return settings
  }
}
