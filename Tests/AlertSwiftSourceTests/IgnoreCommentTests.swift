import AlertSpec
import AlertSwiftSource
import Testing

/// `// alert-preview:ignore rule-id — reason` on or above an alert's call.
@Suite struct IgnoreCommentTests {
  @Test func commentAboveTheCallSuppressesTheRule() throws {
    let source = """
      // alert-preview:ignore title-prefer-question — a rename asks for a name
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      let other = UIAlertController(title: "Other", message: nil, preferredStyle: .alert)
      """
    let result = SwiftAlertExtractor.extract(source: source, file: "Rename.swift")
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.alerts.map(\.lintIgnore) == [
        ["title-prefer-question": "a rename asks for a name"], [:],
      ])
  }

  @Test func commentOnTheCallLineCounts() throws {
    let source = """
      view.alert("OK?", isPresented: $x) {}  // alert-preview:ignore title-required: fine
      """
    let alert = try #require(
      SwiftAlertExtractor.extract(source: source, file: "A.swift").alerts.first)
    #expect(alert.lintIgnore == ["title-required": "fine"])
  }

  @Test func aReasonIsRequired() {
    let source = """
      // alert-preview:ignore button-case
      view.alert("OK?", isPresented: $x) {}
      """
    let result = SwiftAlertExtractor.extract(source: source, file: "A.swift")
    #expect(result.alerts.first?.lintIgnore == [:])
    #expect(result.diagnostics.map(\.location.description) == ["A.swift:1:1"])
    #expect(result.diagnostics.first?.message.contains("needs a rule id and a reason") == true)
  }
}
