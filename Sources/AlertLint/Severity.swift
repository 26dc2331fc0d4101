/// How much a finding matters. `error` fails `alert-preview lint` (exit 1).
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
  case suggestion
  case warning
  case error

  private var rank: Int {
    switch self {
    case .suggestion: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
