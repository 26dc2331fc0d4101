import AlertMarkup
import AlertSupport
import Foundation

/// Writes the report folder: `index.html`, `report.json` and `junit.xml` beside the failure
/// images that ``SnapshotVerifier`` wrote under `images/`.
public enum ReportWriter {
  /// The HTML report, serialised by libxml2; `accept` makes the command line that accepts
  /// a group, or every failure.
  public static func html(_ summary: SnapshotSummary, accept: (AcceptScope) -> String) throws
    -> Data
  {
    Data(try MarkupDocument.html(ReportPage.build(summary, accept: accept)).utf8)
  }

  /// JUnit XML, serialised by libxml2.
  public static func junit(_ summary: SnapshotSummary, accept: (AcceptScope) -> String) throws
    -> Data
  {
    Data(try MarkupDocument.xml(JUnitReport.build(summary, accept: accept)).utf8)
  }

  /// Writes `index.html` with its `report.css` and `report.js`, `report.json` and `junit.xml`
  /// into `folder`. The page's style and script are files beside it, not inline, so the page
  /// also works under a policy that allows only the site's own files (`serve` shows it so).
  public static func write(
    _ summary: SnapshotSummary, to folder: URL, accept: (AcceptScope) -> String
  ) throws {
    let output = OutputFolder(folder.path)
    try output.write(Data("\(ReportStyle.css)".utf8), to: "report.css")
    try output.write(Data("\(ReportStyle.script)".utf8), to: "report.js")
    try output.write(try html(summary, accept: accept), to: "index.html")
    try output.write(try summary.json(), to: "report.json")
    try output.write(try junit(summary, accept: accept), to: "junit.xml")
  }

  /// Empties the images of an earlier report in `folder`, refusing a folder that holds
  /// anything but a report (so that `--report .` cannot delete a project).
  public static func prepare(_ folder: URL) throws {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
    let ours: Set<String> = [
      "index.html", "report.css", "report.js", "report.json", "junit.xml", "images",
    ]
    let foreign = entries.filter { !ours.contains($0) && !$0.hasPrefix(".") }
    guard foreign.isEmpty else {
      throw SnapshotInputError(
        "the report folder \(folder.path) holds other files (\(foreign.prefix(3).joined(separator: ", "))); "
          + "give --report an empty or dedicated folder.")
    }
    try? manager.removeItem(at: folder.appendingPathComponent("images"))
  }
}
