/// Reading a validated element tree into a ``SheetLayer``.
extension SheetLayer {
  /// Reads `root` (a `<style>` element valid against the schema) from `file`.
  ///
  /// Throws when the same font role, colour, device or safe area appears twice in the sheet,
  /// which the schema cannot express.
  init(root: SheetElement, file: String) throws {
    self.init(file: file, line: root.line)
    name = root.attribute("name")
    summary = root.attribute("summary")
    extends = root.attribute("extends")
    var errors: [StyleSheetError] = []
    for child in root.children {
      switch child.name {
      case "fonts": readFonts(child, errors: &errors)
      case "colors": readColors(child, errors: &errors)
      case "devices": readDevices(child, errors: &errors)
      case "voice": readVoice(child, errors: &errors)
      default: record(child, as: "<\(child.name)>")
      }
    }
    if let error = StyleSheetError.combining(errors) { throw error }
  }

  /// Records an element's attributes (but `key`) as settings of the sheet.
  private mutating func record(
    _ element: SheetElement, as path: String, skipping keys: String...
  ) {
    elementLines[path] = element.line
    settings.merge(values(of: element, as: path, skipping: keys)) { _, new in new }
  }

  /// An element's attributes (but `key`) as settings.
  private func values(of element: SheetElement, as path: String, skipping keys: [String] = [])
    -> [SettingKey: Setting]
  {
    var result: [SettingKey: Setting] = [:]
    for attribute in element.attributes where !keys.contains(attribute.name) {
      result[SettingKey(element: path, attribute: attribute.name)] = Setting(
        value: attribute.value, file: file, line: element.line(of: attribute.name))
    }
    return result
  }

  private mutating func readFonts(_ fonts: SheetElement, errors: inout [StyleSheetError]) {
    record(fonts, as: "<fonts>")
    var seen = Set<String>()
    for font in fonts.children(named: "font") {
      let role = font.attribute("role") ?? ""
      if !seen.insert(role).inserted {
        errors.append(duplicate("<font role=\"\(role)\">", in: "<fonts>", line: font.line))
      }
      record(font, as: "<font role=\"\(role)\">", skipping: "role")
    }
    var tracked = Set<String>()
    for tracking in fonts.children(named: "tracking") {
      // One table per family and weight: `<tracking family="Inter" weight="semibold">`.
      let family = tracking.attribute("family") ?? ""
      let weight = tracking.attribute("weight").map { " weight=\"\($0)\"" } ?? ""
      let path = "<tracking family=\"\(family)\"\(weight)>"
      if !tracked.insert(path).inserted {
        errors.append(duplicate(path, in: "<fonts>", line: tracking.line))
      }
      record(tracking, as: path, skipping: "family", "weight")
    }
  }

  private mutating func readColors(_ colors: SheetElement, errors: inout [StyleSheetError]) {
    let appearance = colors.attribute("appearance") ?? ""
    let parent = "<colors appearance=\"\(appearance)\">"
    if elementLines[parent] != nil {
      errors.append(duplicate(parent, in: "<style>", line: colors.line))
    }
    elementLines[parent] = colors.line
    var seen = Set<String>()
    for color in colors.children(named: "color") {
      let name = color.attribute("name") ?? ""
      if !seen.insert(name).inserted {
        errors.append(duplicate("<color name=\"\(name)\">", in: parent, line: color.line))
      }
      record(color, as: Self.colorPath(appearance: appearance, name: name), skipping: "name")
    }
  }

  private mutating func readDevices(_ devicesElement: SheetElement, errors: inout [StyleSheetError])
  {
    for element in devicesElement.children(named: "device") {
      let id = element.attribute("id") ?? ""
      if devices.contains(where: { $0.id == id }) {
        errors.append(duplicate("<device id=\"\(id)\">", in: "<devices>", line: element.line))
      }
      var device = DeviceLayer(id: id, file: file, line: element.line, settings: [:])
      device.settings = values(of: element, as: "<device id=\"\(id)\">", skipping: ["id"])
      var seen = Set<String>()
      for area in element.children(named: "safe-area") {
        let orientation = area.attribute("orientation") ?? ""
        let path = "<safe-area orientation=\"\(orientation)\">"
        if !seen.insert(orientation).inserted {
          errors.append(duplicate(path, in: "<device id=\"\(id)\">", line: area.line))
        }
        device.settings.merge(values(of: area, as: path, skipping: ["orientation"])) { _, new in new
        }
      }
      for chrome in element.children(named: "chrome") {
        device.settings.merge(values(of: chrome, as: "<chrome>")) { _, new in new }
      }
      devices.append(device)
    }
  }

  private mutating func readVoice(_ voice: SheetElement, errors: inout [StyleSheetError]) {
    record(voice, as: "<voice>")
    for child in voice.children {
      let text = child.attribute("text") ?? ""
      switch child.name {
      case "word": if !words.contains(text) { words.append(text) }
      case "label": if !acceptedLabels.contains(text) { acceptedLabels.append(text) }
      case "rule":
        let id = child.attribute("id") ?? ""
        if ruleLevels[id] != nil {
          errors.append(duplicate("<rule id=\"\(id)\">", in: "<voice>", line: child.line))
        }
        ruleLevels[id] = Setting(
          value: child.attribute("level") ?? "", file: file, line: child.line)
      default: break
      }
    }
  }

  /// The element path of a colour.
  static func colorPath(appearance: String, name: String) -> String {
    "<colors appearance=\"\(appearance)\"> <color name=\"\(name)\">"
  }

  private func duplicate(_ what: String, in parent: String, line: Int) -> StyleSheetError {
    StyleSheetError(
      file: file, line: line,
      message: "\(what) appears more than once in \(parent); keep one and delete the other")
  }
}
