/// An input error in a spec file: where it is, what is wrong and how to fix it.
public struct SpecDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the offending value starts.
  public var location: SourceLocation
  /// A sentence that says what is wrong and how to fix it.
  public var message: String

  /// A diagnostic at `location` with the sentence `message`.
  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `file:line:col: error: message`, the form compilers print.
  public var description: String { "\(location): error: \(message)" }
}

/// The result of loading spec files: every valid alert and every input error.
public struct SpecLoadResult: Sendable {
  /// Valid alerts, in the order of the paths and then of the files.
  public var alerts: [AlertSpec]
  /// Input errors. Malformed JSON drops its whole file; a structural error drops its alert;
  /// a duplicate id drops the later alert. Everything else is kept.
  public var diagnostics: [SpecDiagnostic]
  /// JSON files a folder walk found that are not specs (``SpecLoader/load(found:)``), passed by.
  public var foreignFiles: [String] = []
  /// A walked file that did not parse and does not read like a spec: reported only when a spec
  /// shares its folder (``SpecLoader/keepingBrokenSpecs(_:)``).
  var doubtful: String?

  /// A result holding `alerts` and `diagnostics`.
  public init(
    alerts: [AlertSpec] = [], diagnostics: [SpecDiagnostic] = [], foreignFiles: [String] = []
  ) {
    self.alerts = alerts
    self.diagnostics = diagnostics
    self.foreignFiles = foreignFiles
  }
}
