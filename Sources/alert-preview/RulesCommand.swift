import AlertCommandLine
import AlertLint
import AlertRun
import AlertSupport
import Foundation

/// `alert-preview rules [RULE]`: every lint rule on a line, or one rule explained in full.
enum RulesCommand {
  static func run(_ options: ParsedOptions) throws -> Int32 {
    // Only what is given: the project file's `include` names no rule.
    let named = options.positional
    guard named.count <= 1 else {
      throw UsageError("give one rule id at most, such as `alert-preview rules cancel-label`")
    }
    let text =
      try named.first.map { RuleExplanation.text(try LintCommand.rule($0, option: "")) }
      ?? RuleExplanation.list(Linter.rules)
    FileHandle.standardOutput.write(Data(text.utf8))
    return 0
  }
}
