import AlertLint
import AlertSpec
import Testing

/// One case per example of every rule's documentation.
struct ExampleCase: CustomTestStringConvertible, Sendable {
  var rule: String
  var index: Int
  var example: RuleExample

  var testDescription: String {
    "\(rule) \(example.field == nil ? "accepts" : "reports") example \(index + 1)"
  }

  static let all: [ExampleCase] = Linter.rules.flatMap { rule in
    (rule.triggering + rule.nonTriggering).enumerated().map {
      ExampleCase(rule: rule.id, index: $0.offset, example: $0.element)
    }
  }
}

/// Every rule's triggering examples produce a finding of that rule on the named field; its
/// non-triggering examples produce none. The examples are those of the rule reference page.
@Suite struct RuleExampleTests {
  @Test(arguments: ExampleCase.all)
  func example(_ item: ExampleCase) throws {
    let loaded = SpecLoader.load(text: item.example.spec, file: "example.json")
    #expect(loaded.diagnostics == [], "the example is not a valid spec")
    let report = try LintFixtures.lint(
      item.example.spec, style: item.example.style, locale: item.example.locale)
    let own = report.findings.filter { $0.ruleID == item.rule }
    if let field = item.example.field {
      #expect(
        own.contains { $0.field == field },
        "expected a \(item.rule) finding on '\(field)', got \(own.map { "\($0.field): \($0.message)" })"
      )
    } else {
      #expect(own.isEmpty, "expected no \(item.rule) finding, got \(own.map(\.message))")
    }
  }

  @Test func everyRuleHasBothKindsOfExample() {
    for rule in Linter.rules {
      #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
    }
  }
}
