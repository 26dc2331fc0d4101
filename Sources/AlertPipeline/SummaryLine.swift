import AlertSupport

/// The counts a run's last line gives, in the same words everywhere: `12 alerts, 1 error,
/// 3 warnings, 0 suggestions, 0 input errors`.
enum SummaryLine {
  static func counts(
    alerts: Int, errors: Int, warnings: Int, suggestions: Int, inputErrors: Int
  ) -> String {
    [
      FewNames.counted(alerts, "alert"), FewNames.counted(errors, "error"),
      FewNames.counted(warnings, "warning"), FewNames.counted(suggestions, "suggestion"),
      FewNames.counted(inputErrors, "input error"),
    ].joined(separator: ", ")
  }
}
