/// A spec field that names a string of the app's strings instead of holding text:
/// `{"key": "delete.title", "table": "Localizable", "arguments": ["Vacation Photos"]}`.
public struct StringKey: Hashable, Sendable, Codable {
  /// The key in the table.
  public var key: String
  /// The table: the `.xcstrings` file's or the `.strings`/`.stringsdict` file's name without
  /// its extension.
  public var table: String
  /// Sample values for this field's placeholders; `nil` uses the spec's `arguments`.
  public var arguments: [SampleArgument]?

  /// The table a key names when it names none.
  public static let defaultTable = "Localizable"

  /// A reference to `key` in `table`, with optional sample arguments.
  public init(key: String, table: String = defaultTable, arguments: [SampleArgument]? = nil) {
    self.key = key
    self.table = table
    self.arguments = arguments
  }

  /// `Localizable:delete.title`, as messages name it (the table only when not the default).
  public var displayName: String {
    table == Self.defaultTable ? key : "\(table):\(key)"
  }
}

/// A sample value for a placeholder (`%@`, `%lld`) or a plural variable: text or a number.
public enum SampleArgument: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Text, for `%@`.
  case text(String)
  /// A whole number, for `%d`, `%lld` and plural variables.
  case integer(Int)
  /// A number with a fraction, for `%f`.
  case decimal(Double)

  /// The value as `String(describing:)` would write it.
  public var description: String {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .decimal(let number): String(number)
    }
  }
}
