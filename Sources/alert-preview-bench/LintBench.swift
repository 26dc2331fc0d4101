import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// `alert-preview-bench --lint N`: lints N generated alerts against the ios sheet in every
/// configuration the linter measures by default, timing a fresh `Linter` (so dictionaries and
/// word lists load inside the measurement) and printing alerts per second and peak memory.
enum LintBench {
  static func run(count: Int) throws {
    let start = DispatchTime.now().uptimeNanoseconds
    let style = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
    let linter = Linter(style: style)
    let created = DispatchTime.now().uptimeNanoseconds
    let report = linter.lint(specs(count))
    let end = DispatchTime.now().uptimeNanoseconds
    let total = Double(end - start) / 1e9
    print(
      "alert-preview-bench --lint: \(count) alerts, ios sheet, \(linter.configurations.count) configurations, \(Linter.rules.count) rules"
    )
    print(String(format: "sheet + linter creation      %8.3f s", Double(created - start) / 1e9))
    print(String(format: "lint                         %8.3f s", Double(end - created) / 1e9))
    print(
      String(
        format: "total                        %8.3f s  %8.0f alerts/s  %d findings", total,
        Double(count) / total, report.findings.count))
  }

  /// Alerts that exercise every kind of rule: clean ones, Yes/No pairs, long titles that wrap,
  /// destructive actions without Cancel, typos, Korean copy.
  static func specs(_ count: Int) -> [AlertSpec] {
    let here = SourceLocation(file: "bench.json", line: 1, column: 1)
    func button(_ label: String, _ role: ButtonRole = .default) -> AlertButton {
      AlertButton(label: label, role: role, labelLocation: here)
    }
    return (0..<count).map { n in
      let id = "bench-\(n)"
      switch n % 5 {
      case 0:
        return AlertSpec(
          id: id, title: "Delete “Vacation Photos”?",
          message: "This album and its \(n) photos will be deleted from all your devices.",
          buttons: [button("Cancel", .cancel), button("Delete", .destructive)],
          locations: ["": here])
      case 1:
        return AlertSpec(
          id: id, title: "Are you sure?", message: "Your changes wil be lost",
          buttons: [button("No", .cancel), button("Yes")], locations: ["": here])
      case 2:
        return AlertSpec(
          id: id,
          title:
            "For security reasons, we'll log you out of the NHS App in 1 minute unless you choose to stay logged in now",
          buttons: [button("Log out", .destructive), button("Stay logged in", .cancel)],
          locale: "en-GB", locations: ["": here])
      case 3:
        return AlertSpec(
          id: id, title: "Error", message: "invalid input.",
          buttons: [button("Remove everything from this device", .destructive)],
          locations: ["": here])
      default:
        return AlertSpec(
          id: id, title: "사진을 삭제하시겠습니까?", message: "이 사진은 모든 기기에서 삭제됩니다.",
          buttons: [button("취소", .cancel), button("삭제", .destructive)], locale: "ko",
          locations: ["": here])
      }
    }
  }
}
