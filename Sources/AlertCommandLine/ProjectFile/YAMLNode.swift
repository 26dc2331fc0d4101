/// A YAML document as Swift values: libyaml's tree copied out, each node with the place it
/// starts (1-based), so the C side is freed at once.
public struct YAMLNode: Sendable, Equatable {
  public indirect enum Value: Sendable, Equatable {
    /// A scalar's text, as written (YAML 1.1's `off` stays the text `off`).
    case scalar(String)
    case sequence([YAMLNode])
    /// Key–value pairs in file order.
    case mapping([Pair])
  }

  public struct Pair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode
  }

  public var value: Value
  public var line: Int
  public var column: Int

  /// The scalar's text, or `nil` for a sequence or mapping.
  public var scalar: String? {
    if case .scalar(let text) = value { return text }
    return nil
  }

  /// What kind of node this is, for messages: "a list", "a mapping", "a value".
  public var kind: String {
    switch value {
    case .scalar: "a single value"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}

/// Why a YAML text could not be read, and where.
public struct YAMLError: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String
}
