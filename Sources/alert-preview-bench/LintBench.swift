import AlertLayout
import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// `alert-preview-bench --lint N`: lints N generated alerts against the ios sheet in every
/// configuration the linter measures by default, timing a fresh `Linter` (so dictionaries and
/// word lists load inside the measurement) and printing alerts per second and peak memory.
/// With a device, it lints on that device alone, both orientations, at `textSizes` (the
/// sheet's when `nil`): `--text-sizes all` against `--text-sizes L` shows what each extra
/// Dynamic Type size costs.
enum LintBench {
  static func run(
    count: Int, device: String? = nil, textSizes: [TextSize]? = nil, distinct: Bool = false
  ) throws {
    let start = DispatchTime.now().uptimeNanoseconds
    let style = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
    let linter = Linter(
      style: style, configurations: try configurations(style, device: device, textSizes: textSizes))
    let created = DispatchTime.now().uptimeNanoseconds
    let report = linter.lint(distinct ? specs(count).map(numbered) : specs(count))
    let end = DispatchTime.now().uptimeNanoseconds
    let total = Double(end - start) / 1e9
    print(
      "alert-preview-bench --lint: \(count) alerts, ios sheet, \(linter.configurations.count) configurations (text sizes \(Set(linter.configurations.map(\.textSize)).sorted().map(\.rawValue).joined(separator: " "))), \(Linter.rules.count) rules"
    )
    print(String(format: "sheet + linter creation      %8.3f s", Double(created - start) / 1e9))
    print(String(format: "lint                         %8.3f s", Double(end - created) / 1e9))
    print(
      String(
        format: "total                        %8.3f s  %8.0f alerts/s  %d findings", total,
        Double(count) / total, report.findings.count))
  }

  /// One device's orientations at the given sizes, or `nil` (the linter's default) without a
  /// device.
  static func configurations(_ style: StyleSheet, device: String?, textSizes: [TextSize]?) throws
    -> [RenderConfiguration]?
  {
    let sizes = textSizes ?? style.textSizes
    guard let device else {
      return textSizes == nil
        ? nil
        : RenderConfiguration.all(
          devices: style.defaultDevices, orientations: Orientation.allCases,
          appearances: [.light], scales: [2], textSizes: sizes)
    }
    guard let found = style.devices.first(where: { $0.id == device }) else {
      throw BenchError("no device \(device) in the ios sheet")
    }
    return RenderConfiguration.all(
      devices: [found], orientations: Orientation.allCases, appearances: [.light], scales: [2],
      textSizes: sizes)
  }

  /// `spec` with its number in its title and message, so that no two alerts share a text and
  /// every text is laid out afresh (`--distinct`): the worst case for the layout caches.
  static func numbered(_ spec: AlertSpec) -> AlertSpec {
    var numbered = spec
    let number = spec.id.split(separator: "-").last.map(String.init) ?? ""
    numbered.title = spec.title.map { "\($0) \(number)" }
    numbered.message = spec.message.map { "\($0) \(number)" } ?? "Alert \(number)."
    return numbered
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

/// A bench option that names nothing the sheet has.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
