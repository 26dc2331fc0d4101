/// Reading a device's `<chrome>`: every attribute is optional.
extension StyleSheet {
  static func chrome(_ r: inout SettingReader, statusBar: Double) -> DeviceChromeMetrics {
    var chrome = DeviceChromeMetrics()
    let element = "<chrome>"
    chrome.statusBar = r.optionalDouble(element, "status-bar") ?? statusBar
    if r.has(element, "cutout") {
      chrome.cutout = r.choice(element, "cutout", default: CameraCutout.none)
    }
    chrome.cutoutWidth = r.optionalDouble(element, "cutout-width") ?? 0
    chrome.cutoutHeight = r.optionalDouble(element, "cutout-height") ?? 0
    chrome.cutoutTop = r.optionalDouble(element, "cutout-top") ?? 0
    chrome.homeIndicator = r.optionalDouble(element, "home-indicator") ?? 0
    return chrome
  }
}
