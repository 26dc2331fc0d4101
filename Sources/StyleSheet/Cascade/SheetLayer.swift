/// Where a setting of the cascade comes from: an element (as a readable path) and an attribute.
struct SettingKey: Hashable, Sendable {
  /// The element as the designer would find it, e.g. `<alert>` or `<font role="title">`.
  var element: String
  /// The attribute name, e.g. `width`.
  var attribute: String
}

/// One attribute value and where it was written.
struct Setting: Hashable, Sendable {
  var value: String
  var file: String
  var line: Int
}

/// A device as one sheet (or the cascade so far) describes it.
struct DeviceLayer: Hashable, Sendable {
  /// The device id.
  var id: String
  /// The file and line of the `<device>` that introduced it.
  var file: String
  var line: Int
  /// Its settings, keyed by `<device id="…">` and `<safe-area orientation="…">` keys.
  var settings: [SettingKey: Setting]

  /// Overrides this device's settings with those of `other` (same id, more derived).
  func overlaid(by other: DeviceLayer) -> DeviceLayer {
    var merged = self
    merged.settings.merge(other.settings) { _, new in new }
    return merged
  }
}

/// What one sheet file says, before the cascade; every value is optional.
struct SheetLayer: Hashable, Sendable {
  /// The file it was read from.
  var file: String
  /// The line of `<style>`.
  var line: Int
  /// `name`, `summary` and `extends` of `<style>`.
  var name: String?
  var summary: String?
  var extends: String?
  /// Every setting but the devices.
  var settings: [SettingKey: Setting] = [:]
  /// Lines of the elements the sheet has, keyed like ``SettingKey/element``.
  var elementLines: [String: Int] = [:]
  /// Devices in sheet order.
  var devices: [DeviceLayer] = []
  /// The voice's lists: vocabulary words and accepted labels (a derived sheet adds to them),
  /// and rule levels by rule id (a derived sheet overrides them).
  var words: [String] = []
  var acceptedLabels: [String] = []
  var ruleLevels: [String: Setting] = [:]

  /// This layer (the base) with `derived` applied on top of it.
  ///
  /// Settings of `derived` win; a device with a known id is merged into that device in place,
  /// a new id is appended. The result carries the derived sheet's file, name and line.
  func overlaid(by derived: SheetLayer) -> SheetLayer {
    var merged = derived
    merged.name = derived.name ?? name
    merged.summary = derived.summary ?? summary
    merged.settings = settings.merging(derived.settings) { _, new in new }
    merged.elementLines = elementLines
    var devices = self.devices
    for device in derived.devices {
      if let index = devices.firstIndex(where: { $0.id == device.id }) {
        devices[index] = devices[index].overlaid(by: device)
      } else {
        devices.append(device)
      }
    }
    merged.devices = devices
    merged.words = words + derived.words.filter { !words.contains($0) }
    merged.acceptedLabels =
      acceptedLabels + derived.acceptedLabels.filter { !acceptedLabels.contains($0) }
    merged.ruleLevels = ruleLevels.merging(derived.ruleLevels) { _, new in new }
    return merged
  }
}
