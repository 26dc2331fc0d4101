/// Fonts a sheet uses only when the machine has them (`<fonts if-installed>`), the optical-size
/// switch between two of them, and tracking tables (`<tracking>`).
///
/// SF Pro is Apple's and may not be redistributed, so the sheets name it here: on a machine
/// where fontconfig finds it, alerts are set in it; elsewhere the listed `families` (Inter)
/// stand in, and renders are the same as if it had never been named.
public struct FontChoice: Hashable, Sendable, Codable {
  /// Families tried before every role's own, each only when installed (`if-installed`); the
  /// layouter puts the installed ones in front of each role's ``FontSpec/families``.
  public var ifInstalled: [String] = []
  /// The family for sizes below ``displayFrom`` (`optical-text`, `SF Pro Text`).
  public var textFamily: String?
  /// The family from ``displayFrom`` up (`optical-display`, `SF Pro Display`).
  public var displayFamily: String?
  /// The size where the display family takes over (`display-from`, 20).
  public var displayFrom: Double = 20
  /// Tracking tables by family (`<tracking family table>`), sorted by family.
  public var tracking: [FamilyTracking] = []

  public init() {}

  /// `families` without the optical-size family that does not apply at `size`: SF Pro Text
  /// below 20 pt, SF Pro Display from 20 pt.
  public func optical(_ families: [String], at size: Double) -> [String] {
    guard let textFamily, let displayFamily, families.contains(textFamily),
      families.contains(displayFamily)
    else { return families }
    let unused = size < displayFrom ? displayFamily : textFamily
    return families.filter { $0 != unused }
  }

  /// The tracking of text set in `family` at `weight` and `size`, in points: the family's table
  /// for that weight, else its table for any weight; 0 without one.
  public func tracking(of family: String, weight: FontWeight, at size: Double) -> Double {
    let tables = tracking.filter { $0.family == family }
    guard
      let table = (tables.first { $0.weight == weight } ?? tables.first { $0.weight == nil })?.table
    else { return 0 }
    return table.thousandths(at: size) * size / 1000
  }
}

/// The tracking table of one family, for one weight or (nil) any.
public struct FamilyTracking: Hashable, Sendable, Codable {
  public var family: String
  public var weight: FontWeight?
  public var table: TrackingTable

  public init(family: String, weight: FontWeight? = nil, table: TrackingTable) {
    self.family = family
    self.weight = weight
    self.table = table
  }
}

/// Tracking by text size, in thousandths of an em, as Apple's typography tables give it.
public struct TrackingTable: Hashable, Sendable, Codable {
  /// `(size, tracking)` in increasing size.
  public var entries: [(size: Double, value: Double)]

  public init(entries: [(size: Double, value: Double)]) {
    self.entries = entries.sorted { $0.size < $1.size }
  }

  /// Reads `6:41 7:34 … 80:0`; `nil` when an entry is not `size:value`.
  public init?(parsing text: String) {
    var entries: [(size: Double, value: Double)] = []
    for token in text.split(whereSeparator: \.isWhitespace) {
      let parts = token.split(separator: ":")
      guard parts.count == 2, let size = Double(parts[0]), let value = Double(parts[1]) else {
        return nil
      }
      entries.append((size, value))
    }
    guard !entries.isEmpty else { return nil }
    self.init(entries: entries)
  }

  /// The value of the largest listed size not above `size` (the first below the table), as
  /// the tables fill the sizes they skip.
  public func thousandths(at size: Double) -> Double {
    entries.last { $0.size <= size }?.value ?? entries.first?.value ?? 0
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.entries.map(\.size) == b.entries.map(\.size)
      && a.entries.map(\.value) == b.entries.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.size)
      hasher.combine(entry.value)
    }
  }

  /// Coded as `[[size, value], …]`.
  public init(from decoder: any Decoder) throws {
    let pairs = try decoder.singleValueContainer().decode([[Double]].self)
    self.init(entries: pairs.filter { $0.count == 2 }.map { ($0[0], $0[1]) })
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(entries.map { [$0.size, $0.value] })
  }
}
