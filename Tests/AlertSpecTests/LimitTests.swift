import Foundation
import Testing

@testable import AlertSpec

/// Every limit of `SpecLimits` is an input error at the offending value, found before any layout.
@Suite struct LimitTests {
  static func alert(_ field: String) -> String { #"{"id": "a", "# + field + "}" }
  static func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
  }

  static let cases: [ErrorCase] = [
    ErrorCase(
      "id over 64 characters", #"{"id": ""# + repeated("a", 250) + #""}"#, 1, 8,
      "the id is 250 characters long; ids are limited to 64 because they name output files"),
    ErrorCase(
      "title of 100,000 characters", alert(#""title": ""# + repeated("a", 100_000) + #"""#), 1, 22,
      "the title is 100,000 characters long; alerts are limited to 1,000 characters in a title"),
    ErrorCase(
      "message over 1,000 characters", alert(#""message": ""# + repeated("b ", 600) + #"""#), 1,
      24, "the message is 1,200 characters long; alerts are limited to 1,000 characters"),
    ErrorCase(
      "label over 100 characters",
      alert(#""buttons": [{"label": ""# + repeated("c", 101) + #""}]"#), 1, 35,
      "the label of 'buttons[0]' is 101 characters long; alerts are limited to 100 characters "
        + "in a button label"),
    ErrorCase(
      "placeholder over 200 characters",
      alert(#""textFields": [{"placeholder": ""# + repeated("p", 201) + #""}]"#), 1, 44,
      "'textFields[0].placeholder' is 201 characters long; alerts are limited to 200"),
    ErrorCase(
      "more than 20 buttons",
      alert(
        #""buttons": ["# + (0..<21).map { #"{"label": "B\#($0)"}"# }.joined(separator: ",")
          + "]"), 1, 24,
      "this alert has 21 buttons; alerts are limited to 20"),
    ErrorCase(
      "more than 5 text fields",
      alert(#""textFields": ["# + repeated(#"{"placeholder": "P"},"#, 6) + "]"), 1, 27,
      "this alert has 6 text fields; alerts are limited to 5"),
  ]

  @Test(arguments: cases) func limit(_ errorCase: ErrorCase) {
    errorCase.check()
  }

  @Test func theLongestAllowedValuesPass() {
    let spec = onlyAlert(
      #"{"id": ""# + Self.repeated("a", SpecLimits.idLength) + #"", "title": ""#
        + Self.repeated("t", 1_000)
        + #"", "buttons": ["#
        + (0..<20).map { #"{"label": "\#(Self.repeated("l", 98))\#($0 % 10)\#($0 / 10)"}"# }
        .joined(separator: ",")
        + #"], "textFields": ["# + Self.repeated(#"{"placeholder": "P"},"#, 5) + "]}")
    #expect(spec?.buttons.count == 20)
    #expect(spec?.title?.count == 1_000)
  }

  /// 64 characters leave room for the longest output name and its temporary file in 255 bytes.
  @Test func theLongestIdMakesFileNamesUnder255Bytes() {
    let id = Self.repeated("a", SpecLimits.idLength)
    let image = "\(id).iphone-15-pro-max.landscape.light@3x.reference.png"
    let temporary = ".\(image).\(UUID().uuidString).tmp"
    #expect(temporary.utf8.count < 200)
  }

  @Test func aSpecFileOverOneMebibyteIsRefusedUnreadInUnderTwoSeconds() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let big = Data(repeating: UInt8(ascii: " "), count: 50 << 20)
    let path = try folder.write("big.json", Data(#"{"id": "a"}"#.utf8) + big)
    let start = ContinuousClock.now
    let result = SpecLoader.load(paths: [path])
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < .seconds(2), "refusing a 50 MB file took \(elapsed)")
    #expect(result.alerts.isEmpty)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.location == SourceLocation(file: path, line: 1, column: 1))
    #expect(
      diagnostic.message.contains(
        "is 52,428,811 bytes; spec files are limited to 1,048,576 bytes"), "\(diagnostic)")
  }

  @Test func aFullOneMebibyteFileParsesInUnderTwoSeconds() {
    // The parser's worst case within the limit: one key of a million characters.
    let text = #"{"id": "a", ""# + Self.repeated("k", SpecLimits.fileBytes - 20) + #"": 1}"#
    let start = ContinuousClock.now
    let result = load(text)
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < .seconds(2), "parsing a 1 MiB spec took \(elapsed)")
    #expect(result.diagnostics.first?.message.hasPrefix("unknown field 'kkk") == true)
  }
}
