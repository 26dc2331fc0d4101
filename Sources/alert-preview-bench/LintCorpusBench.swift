import Foundation
import LintCorpus

/// `alert-preview-bench --lint-corpus [--list [APP…]]`: lints the real-world corpus with the
/// `ios` sheet, each app alone, and prints precision and recall per app, the mean and worst app
/// (held-out apps and all apps, overall and outside English), per language and per rule.
/// `--list` also prints every unwanted and missed finding of the tuning apps, or of the apps
/// named after it.
enum LintCorpusBench {
  static func run(_ arguments: [String]) -> Int32 {
    do {
      let measured = try LintCorpus.measureApps()
      print(CorpusTable.report(measured))
      if let list = arguments.firstIndex(of: "--list") {
        let named = Set(arguments[(list + 1)...].filter { !$0.hasPrefix("-") })
        for (app, score) in measured
        where named.isEmpty ? app.set == .tuning : named.contains(app.name) {
          for item in score.unwanted { print("unwanted  \(item.alert)  [\(item.rule)]") }
          for item in score.missed { print("missed    \(item.alert)  [\(item.rule)]") }
        }
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("alert-preview-bench: \(error)\n".utf8))
      return 2
    }
  }
}
