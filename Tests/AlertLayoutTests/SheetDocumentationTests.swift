import AlertLayout
import AlertSpec
import Foundation
import Testing

/// docs/layout.md documents the keys an action sheet adds to the layout dump.
@Suite struct SheetDocumentationTests {
  @Test func everyKeyOfASheetIsDocumented() throws {
    let spec = ActionSheetLayoutTests.sheet("photo-options")
    var keys = Set<String>()
    for device in ["iphone-15", "ipad-10"] {
      let geometry = Fixtures.geometry(spec, Fixtures.configuration(device))
      let data = try JSONEncoder().encode(geometry)
      keys.formUnion(LayoutDocumentationTests.keys(try JSONSerialization.jsonObject(with: data)))
    }
    var centred = spec
    centred.sourceRect = nil
    let data = try JSONEncoder().encode(
      Fixtures.geometry(centred, Fixtures.configuration("ipad-10")))
    keys.formUnion(LayoutDocumentationTests.keys(try JSONSerialization.jsonObject(with: data)))
    for key in ["sheet", "cancelGroup", "arrow", "tip", "note", "hiddenCancel"] {
      #expect(keys.contains(key))
    }
    let page = try String(
      contentsOf: Fixtures.root.appendingPathComponent("docs/layout.md"), encoding: .utf8)
    for key in keys.sorted() {
      #expect(page.contains("`\(key)`"), "docs/layout.md does not document `\(key)`")
    }
  }
}
