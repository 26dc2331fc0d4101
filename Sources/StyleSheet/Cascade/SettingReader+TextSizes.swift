/// Reading the Dynamic Type settings of a sheet: optional values with UIKit's defaults.
extension SettingReader {
  /// Whether the cascade sets `attribute` on `element`.
  func has(_ element: String, _ attribute: String) -> Bool {
    settings[SettingKey(element: element, attribute: attribute)] != nil
  }

  /// A length the cascade may leave out: `nil` when it does.
  mutating func optionalDouble(_ element: String, _ attribute: String) -> Double? {
    has(element, attribute) ? double(element, attribute) : nil
  }

  /// Sets `value` to the attribute's number when the cascade sets one, else leaves it.
  mutating func read(_ element: String, _ attribute: String, into value: inout Double) {
    if let read = optionalDouble(element, attribute) { value = read }
  }

  /// A `sizes="14 15 … 53"` table, or `nil` when the cascade sets none.
  mutating func sizeTable(_ element: String, _ attribute: String) -> TextSizeTable? {
    guard has(element, attribute), let setting = text(element, attribute) else { return nil }
    if let table = TextSizeTable(parsing: setting.value) { return table }
    invalid(setting, element, attribute)
    return nil
  }

  /// `<text-sizes default="L AX3" floor="L"/>`; Large alone, floored at Large, without it.
  mutating func textSizeSettings() -> TextSizeSettings {
    var result = TextSizeSettings()
    let element = "<text-sizes>"
    if has(element, "default"), let setting = text(element, "default") {
      let names = setting.value.split(whereSeparator: \.isWhitespace)
      let sizes = names.compactMap { TextSize(rawValue: String($0)) }
      if sizes.isEmpty || sizes.count != names.count {
        invalid(setting, element, "default")
      } else {
        result.defaults = sizes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
      }
    }
    if has(element, "floor") {
      result.floor = choice(element, "floor", default: TextSize.standard)
    }
    return result
  }
}
