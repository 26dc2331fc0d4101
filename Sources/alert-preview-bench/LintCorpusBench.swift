import Foundation
import LintCorpus

/// `alert-preview-bench --lint-corpus [tuning|heldout]`: lints the real-world corpus with the
/// `ios` sheet and prints precision, recall, TP, FP and FN per rule and overall (both sets when
/// none is named). `--list` also prints every unwanted and missed finding of the tuning set.
enum LintCorpusBench {
  static func run(_ arguments: [String]) -> Int32 {
    let named = arguments.compactMap(LintCorpus.Set.init(rawValue:))
    let sets = named.isEmpty ? LintCorpus.Set.allCases : named
    for set in sets {
      do {
        let score = try LintCorpus.measure(set)
        print(CorpusTable.text(score, title: set.rawValue))
        if arguments.contains("--list") && set == .tuning {
          for item in score.unwanted { print("unwanted  \(item.alert)  [\(item.rule)]") }
          for item in score.missed { print("missed    \(item.alert)  [\(item.rule)]") }
        }
        print("")
      } catch {
        FileHandle.standardError.write(Data("alert-preview-bench: \(error)\n".utf8))
        return 2
      }
    }
    return 0
  }
}
