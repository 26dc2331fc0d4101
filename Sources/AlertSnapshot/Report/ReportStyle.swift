/// The report's fixed stylesheet and script: the files `Assets/report.css` and
/// `Assets/report.js`, embedded at build time by EmbedResourcesPlugin (``EmbeddedFiles``), so
/// never data.
enum ReportStyle {
  static var css: StaticString { EmbeddedFiles.report_css }
  static var script: StaticString { EmbeddedFiles.report_js }
}
