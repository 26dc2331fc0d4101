import Testing

@testable import AlertSwiftSource

/// The pre-scan of bracket nesting: brackets in comments and strings do not count, brackets in
/// interpolations do, and the first bracket past a budget is named.
@Suite struct BracketDepthTests {
  @Test func deepSquareBracketsAreFoundAtTheFirstOneTooDeep() throws {
    let source =
      "let a = 1\nlet x = " + String(repeating: "[", count: 22)
      + String(repeating: "]", count: 22)
    let deep = try #require(BracketDepth.firstTooDeep(in: source))
    #expect(deep.line == 2)
    #expect(deep.column == 9 + BracketDepth.maximumSquareDepth)
    #expect(deep.square)
  }

  @Test func bracketsInCommentsAndStringsDoNotCount() {
    let many = String(repeating: "[", count: 40)
    let source = """
      // \(many)
      /* \(many) /* nested */ \(many) */
      let a = "\(many)"
      let b = #"\\#(1) "\(many)"#
      let c = \"\"\"
        \(many) "
        \"\"\"
      let d = [[1], [2]]
      """
    #expect(BracketDepth.firstTooDeep(in: source) == nil)
  }

  @Test func bracketsInAnInterpolationCount() throws {
    let source = #"let a = "\("# + String(repeating: "[", count: 30) + "\""
    #expect(try #require(BracketDepth.firstTooDeep(in: source)).square)
  }

  @Test func deepParenthesesPastTheParsersReachAreFound() throws {
    let source =
      "let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
    let deep = try #require(BracketDepth.firstTooDeep(in: source))
    #expect(!deep.square)
    #expect(deep.column == 9 + BracketDepth.maximumDepth)
  }
}
