import Foundation
import Testing

@testable import StyleSheet

/// Big sheets are refused or read in bounded time.
@Suite struct SheetLimitTests {
  /// Loads `text` as a sheet; returns the error and the seconds it took.
  private func load(_ text: String) throws -> (StyleSheetError, Duration) {
    let start = ContinuousClock.now
    let error = try Fixtures.error(loading: text)
    return (error, ContinuousClock.now - start)
  }

  /// One line holding `count` unknown attributes on one element.
  private func oneLine(attributes count: Int) -> String {
    let attributes = (0..<count).map { "x\($0)=\"1\"" }.joined(separator: " ")
    return #"<?xml version="1.0"?><style name="big" extends="ios" summary="s"><alert "#
      + attributes + "/></style>"
  }

  @Test func aSheetOverTheSizeLimitIsRefusedUnread() throws {
    let (error, time) = try load(oneLine(attributes: 50_000))
    #expect(time < .seconds(2), "refusing a 0.5 MB sheet took \(time)")
    #expect(error.line == 0)
    #expect(error.message.contains("larger than 256 KiB"), "\(error)")
  }

  /// libxml2 2.9 adds attributes to an element in quadratic time: too many are refused first.
  @Test func anElementWithThousandsOfAttributesIsRefusedInUnderTwoSeconds() throws {
    let text = oneLine(attributes: 22_000)
    #expect(text.utf8.count > 200_000 && text.utf8.count < SheetFileReader.maximumBytes)
    let (error, time) = try load(text)
    #expect(time < .seconds(2), "refusing took \(time)")
    #expect(error.line == 1)
    #expect(
      error.message.contains("<alert> has 22000 attributes; an element may have at most 100"),
      "\(error)")
  }

  /// `SourceLines` once rescanned the whole line for every element and attribute: a one-line
  /// sheet just under the size limit took many seconds.
  @Test func aOneLineSheetOfThousandsOfElementsIsCheckedInUnderTwoSeconds() throws {
    // Each element has an attribute of its own, so the old scan searched ever further along.
    let colors = (0..<5_000).map { ##"<color name="tint" value="#000000" a\##($0)="1"/>"## }
      .joined()
    let text =
      #"<?xml version="1.0"?><style name="big" extends="ios" summary="s"><colors appearance="light">"#
      + colors + "</colors><alert wide=\"1\"/></style>"
    #expect(text.utf8.count > 200_000 && text.utf8.count < SheetFileReader.maximumBytes)
    let (error, time) = try load(text)
    #expect(time < .seconds(2), "loading took \(time)")
    #expect(error.all.contains { $0.message.contains("unknown attribute 'a4999' on <color>") })
  }

  @Test func attributeLinesAreFound() {
    let source = SourceLines(
      Array("<style a=\"1\"\n  b = \"2\" xml:lang=\"en\"\n  c=\"x=y\">\n".utf8))
    #expect(source.attributeLine("a", from: 1, to: 3) == 1)
    #expect(source.attributeLine("b", from: 1, to: 3) == 2)
    #expect(source.attributeLine("lang", from: 1, to: 3) == 2)
    #expect(source.attributeLine("c", from: 1, to: 3) == 3)
    #expect(source.attributeLine("d", from: 2, to: 3) == 2)
    #expect(source.tagStart("style", endingAt: 3) == 1)
  }
}
