import FidelityCases
import Foundation

/// `alert-preview-bench --fidelity [FOLDER]` (`make fidelity`): measures each real iOS screenshot
/// and alert-preview's render of the same alert with the same code and prints the table, then
/// the largest difference of each metric. Run from the repository root; the screenshots are read
/// from ../shared/reference/real-ios-alerts unless FOLDER is given.
enum FidelityBench {
  static func run(_ arguments: [String]) -> Int32 {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let folder = arguments.first { !$0.hasPrefix("--") }.map { URL(fileURLWithPath: $0) }
    do {
      let run = try FidelityRun(packageRoot: root, references: folder)
      var results: [(name: String, rows: [FidelityRow])] = []
      for fidelityCase in FidelityCase.all {
        do {
          results.append((fidelityCase.name, try run.compare(fidelityCase)))
        } catch {
          throw FidelityRun.Failure(description: "\(fidelityCase.name): \(error)")
        }
      }
      print(FidelityTable.text(results))
      return results.allSatisfy { $0.rows.allSatisfy(\.passes) } ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("alert-preview-bench: \(error)\n".utf8))
      return 2
    }
  }
}
