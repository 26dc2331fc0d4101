/// A Dynamic Type text size, the user's choice in Settings › Accessibility › Display & Text
/// Size, from extra small to the fifth accessibility size.
///
/// The raw value is the short name used in file names and options (`xS` … `AX5`); UIKit's
/// `UIContentSizeCategory` names (`extraSmall`, `accessibilityExtraExtraExtraLarge`) are
/// accepted too.
public enum TextSize: String, Sendable, Codable, CaseIterable, Comparable {
  case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5

  /// Large, the size iOS starts with and the one file names leave out.
  public static let standard = TextSize.L

  /// UIKit's name of the size: `extraSmall`, …, `accessibilityExtraExtraExtraLarge`.
  public var uikitName: String {
    switch self {
    case .xS: "extraSmall"
    case .S: "small"
    case .M: "medium"
    case .L: "large"
    case .xL: "extraLarge"
    case .xxL: "extraExtraLarge"
    case .xxxL: "extraExtraExtraLarge"
    case .AX1: "accessibilityMedium"
    case .AX2: "accessibilityLarge"
    case .AX3: "accessibilityExtraLarge"
    case .AX4: "accessibilityExtraExtraLarge"
    case .AX5: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// Whether this is one of the five accessibility sizes, where alerts widen and buttons grow.
  public var isAccessibility: Bool { self >= .AX1 }

  /// The size named `name`: a short name (`AX3`, `xxL`, any case) or UIKit's name
  /// (`accessibilityExtraLarge`, with or without the `UIContentSizeCategory` prefix).
  public init?(name: String) {
    var text = name
    for prefix in ["UIContentSizeCategory", "."] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
    let lower = text.lowercased()
    guard
      let size = TextSize.allCases.first(where: {
        $0.rawValue.lowercased() == lower || $0.uikitName.lowercased() == lower
      })
    else { return nil }
    self = size
  }

  /// The size's place from extra small (0) to AX5 (11).
  public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.rank < rhs.rank }
}
