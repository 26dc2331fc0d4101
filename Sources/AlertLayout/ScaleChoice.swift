import StyleSheet

/// How many pixels per point an image gets: a fixed number, or each device's own (`native`).
public enum ScaleChoice: Hashable, Sendable {
  /// The same pixels per point (1, 2 or 3) on every device.
  case fixed(Int)
  /// The device's own scale from the style sheet: 3 on most iPhones, 2 on iPhone SE and iPads.
  case native

  /// Reads `2`, `2x`, `3` or `native`, in any case; `nil` for anything else.
  public init?(parsing given: String) {
    let text = given.lowercased()
    if text == "native" {
      self = .native
      return
    }
    guard let scale = Int(text.hasSuffix("x") ? String(text.dropLast()) : text),
      (1...3).contains(scale)
    else { return nil }
    self = .fixed(scale)
  }

  /// The pixels per point of an image of `device`.
  public func pixels(for device: Device) -> Int {
    switch self {
    case .fixed(let scale): scale
    case .native: device.scale
    }
  }
}

extension RenderConfiguration {
  /// Every combination of the given choices, devices outermost, each device at the scales
  /// `scales` give it (a device whose native scale is also asked for by number appears once).
  public static func all(
    devices: [Device], orientations: [Orientation], appearances: [Appearance],
    scaleChoices: [ScaleChoice], textSizes: [TextSize] = [.standard], locales: [String?] = [nil]
  ) -> [RenderConfiguration] {
    devices.flatMap { device in
      let scales = scaleChoices.map { $0.pixels(for: device) }
        .reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
      return all(
        devices: [device], orientations: orientations, appearances: appearances, scales: scales,
        textSizes: textSizes, locales: locales)
    }
  }
}
