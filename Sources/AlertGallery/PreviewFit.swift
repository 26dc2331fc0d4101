/// How well an alert fits in one configuration: what a reader would notice in its preview.
public struct PreviewFit: Hashable, Sendable {
  /// Lines of the title after wrapping; 0 without a title.
  public var titleLines: Int
  /// Whether one or two buttons are stacked because their labels do not fit side by side
  /// (three or more buttons always stack, by design, and do not count).
  public var stacked: Bool
  /// Whether a button label was cut with "…".
  public var truncated: Bool
  /// Whether the alert is taller than the screen allows, so its text scrolls.
  public var scrolls: Bool

  /// Creates a fit; the defaults describe an alert that fits on one title line. `stacked` is
  /// whether the `buttonCount` buttons are drawn stacked; three or more always are.
  public init(
    titleLines: Int = 1, stacked: Bool = false, buttonCount: Int = 2, truncated: Bool = false,
    scrolls: Bool = false
  ) {
    self.titleLines = titleLines
    self.stacked = stacked && buttonCount < 3
    self.truncated = truncated
    self.scrolls = scrolls
  }

  /// What happens to the alert, worst first; empty when it fits.
  public var conditions: [FitCondition] {
    var found: [FitCondition] = []
    if scrolls { found.append(.scrolls) }
    if truncated { found.append(.truncates) }
    if stacked { found.append(.stacks) }
    if titleLines > 1 { found.append(.wraps(lines: titleLines)) }
    return found
  }

  /// The worst condition, or `nil` when the alert fits.
  public var worst: FitCondition? { conditions.first }

  /// `fits`, or the conditions as words: `scrolls, stacks`.
  public var words: String {
    let found = conditions
    return found.isEmpty ? "fits" : found.map(\.words).joined(separator: ", ")
  }

  /// The symbol of the worst condition, or a check mark.
  public var symbol: String { worst?.symbol ?? "✓" }

  /// `fits`, `wraps`, `stacks`, `truncates` or `scrolls`: a class name and filter value.
  public var key: String { worst?.key ?? "fits" }
}

/// One thing that keeps an alert from fitting as designed, from mild to severe.
public enum FitCondition: Hashable, Sendable {
  /// The title wraps onto this many lines.
  case wraps(lines: Int)
  /// The buttons are stacked instead of side by side.
  case stacks
  /// A button label is cut with "…".
  case truncates
  /// The alert's text scrolls.
  case scrolls

  /// `title wraps to 3 lines`, `stacks`, `truncates`, `scrolls`.
  public var words: String {
    switch self {
    case .wraps(let lines): "title wraps to \(lines) lines"
    case .stacks: "buttons stack"
    case .truncates: "a label truncates"
    case .scrolls: "text scrolls"
    }
  }

  /// A symbol that reads at a glance next to the words.
  public var symbol: String {
    switch self {
    case .wraps: "↵"
    case .stacks: "☰"
    case .truncates: "…"
    case .scrolls: "⇅"
    }
  }

  /// The class name and filter value of the condition.
  public var key: String {
    switch self {
    case .wraps: "wraps"
    case .stacks: "stacks"
    case .truncates: "truncates"
    case .scrolls: "scrolls"
    }
  }
}
