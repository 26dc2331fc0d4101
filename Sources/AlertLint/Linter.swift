import AlertLayout
import AlertSpec
import StyleSheet

/// Checks alert specs against the rule catalogue, measuring with the renderer's own layout.
///
/// Not thread-safe (it owns a layouter): make one per thread.
public final class Linter {
  /// The sheet whose voice (rule settings) and look (for measured rules) are used.
  public let style: StyleSheet
  /// The configurations measured rules look at (default: every device × orientation, light, @2x).
  public let configurations: [RenderConfiguration]

  /// Makes a linter for a style sheet.
  public init(style: StyleSheet, configurations: [RenderConfiguration]? = nil) {
    self.style = style
    self.configurations =
      configurations
      ?? RenderConfiguration.all(
        devices: style.devices, orientations: Orientation.allCases, appearances: [.light],
        scales: [2])
  }

  /// Every rule the linter ships, in catalogue order.
  public static var rules: [RuleDescription] { [] }

  /// Lints `specs`; `inputErrors` are carried into the report untouched.
  public func lint(_ specs: [AlertSpec], inputErrors: [SpecDiagnostic] = []) -> LintReport {
    LintReport(
      alerts: specs, findings: [], inputErrors: inputErrors, rules: Self.rules,
      styleName: style.name)
  }
}
