import AlertLayout
import AlertSpec
import Foundation
import Testing

/// docs/layout.md documents every key the layout dump can contain.
@Suite struct LayoutDocumentationTests {
  /// Every key of an encoded geometry, at any depth.
  static func keys(_ value: Any) -> Set<String> {
    if let object = value as? [String: Any] {
      return object.reduce(into: Set(object.keys)) { $0.formUnion(keys($1.value)) }
    }
    if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(keys($1)) } }
    return []
  }

  @Test func everyKeyOfTheDumpIsDocumented() throws {
    let spec = Fixtures.alert(
      message: "Enter your password.",
      buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("OK")],
      fields: [AlertTextField(placeholder: "Password", secure: true)])
    let data = try JSONEncoder().encode(Fixtures.geometry(spec))
    let keys = Self.keys(try JSONSerialization.jsonObject(with: data))
    #expect(keys.count > 30)
    let page = try String(
      contentsOf: Fixtures.root.appendingPathComponent("docs/layout.md"), encoding: .utf8)
    for key in keys.sorted() {
      #expect(page.contains("`\(key)`"), "docs/layout.md does not document `\(key)`")
    }
  }
}
