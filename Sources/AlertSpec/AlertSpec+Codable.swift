extension AlertSpec {
  private enum CodingKeys: String, CodingKey {
    case id, title, message, buttons, preferred, textFields, homeScreen, trigger, locale
    case lintIgnore, locations, textPositions, keys, strings, backdrop, runTime, arguments
    case localizedFor, translationNotes, style, sourceRect, tint, localizations
  }

  /// Reads a spec as ``encode(to:)`` writes it: a field left out is empty, or the default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func list<T: Decodable>(_ key: CodingKeys) throws -> [T] {
      try container.decodeIfPresent([T].self, forKey: key) ?? []
    }
    func table<T: Decodable>(_ key: CodingKeys) throws -> [String: T] {
      try container.decodeIfPresent([String: T].self, forKey: key) ?? [:]
    }
    self.init(id: try container.decode(String.self, forKey: .id))
    title = try container.decodeIfPresent(String.self, forKey: .title)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    buttons = try list(.buttons)
    preferred = try container.decodeIfPresent(Int.self, forKey: .preferred)
    textFields = try list(.textFields)
    homeScreen = try container.decodeIfPresent(String.self, forKey: .homeScreen)
    trigger = try container.decodeIfPresent(AlertTrigger.self, forKey: .trigger)
    locale = try container.decodeIfPresent(String.self, forKey: .locale)
    lintIgnore = try table(.lintIgnore)
    locations = try table(.locations)
    textPositions = try table(.textPositions)
    keys = try table(.keys)
    strings = try container.decodeIfPresent(String.self, forKey: .strings)
    backdrop = try container.decodeIfPresent(String.self, forKey: .backdrop)
    runTime = try table(.runTime)
    arguments = try container.decodeIfPresent([SampleArgument].self, forKey: .arguments)
    localizedFor = try container.decodeIfPresent(String.self, forKey: .localizedFor)
    translationNotes = try list(.translationNotes)
    style = try container.decodeIfPresent(AlertStyle.self, forKey: .style) ?? .alert
    sourceRect = try container.decodeIfPresent(SourceRect.self, forKey: .sourceRect)
    tint = try container.decodeIfPresent(AlertTint.self, forKey: .tint)
    localizations = try table(.localizations)
  }

  /// Writes the fields a spec has: an empty list or table and the default style are left
  /// out. Most specs leave most of them empty, and a worker process is sent thousands of
  /// specs (the run's encoding of lint's 2,000 specs took 66 perf samples without them, 111
  /// with them).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    func list<T: Encodable>(_ value: [T], _ key: CodingKeys) throws {
      if !value.isEmpty { try container.encode(value, forKey: key) }
    }
    func table<T: Encodable>(_ value: [String: T], _ key: CodingKeys) throws {
      if !value.isEmpty { try container.encode(value, forKey: key) }
    }
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try list(buttons, .buttons)
    try container.encodeIfPresent(preferred, forKey: .preferred)
    try list(textFields, .textFields)
    try container.encodeIfPresent(homeScreen, forKey: .homeScreen)
    try container.encodeIfPresent(trigger, forKey: .trigger)
    try container.encodeIfPresent(locale, forKey: .locale)
    try table(lintIgnore, .lintIgnore)
    try table(locations, .locations)
    try table(textPositions, .textPositions)
    try table(keys, .keys)
    try container.encodeIfPresent(strings, forKey: .strings)
    try container.encodeIfPresent(backdrop, forKey: .backdrop)
    try table(runTime, .runTime)
    try container.encodeIfPresent(arguments, forKey: .arguments)
    try container.encodeIfPresent(localizedFor, forKey: .localizedFor)
    try list(translationNotes, .translationNotes)
    if style != .alert { try container.encode(style, forKey: .style) }
    try container.encodeIfPresent(sourceRect, forKey: .sourceRect)
    try container.encodeIfPresent(tint, forKey: .tint)
    try table(localizations, .localizations)
  }
}
