import AlertLayout
import AlertSpec
import Testing

/// Fonts, scripts and text fields.
@Suite struct TextTests {
  @Test func titleIsSemibold17AndMessageRegular13() throws {
    let g = Fixtures.geometry(
      Fixtures.alert(message: "Gone for good.", buttons: [Fixtures.button("OK")]))
    let title = try #require(g.title)
    let message = try #require(g.message)
    #expect(title.font.family == "Inter" && title.font.size == 17 && title.font.weight == .semibold)
    #expect(message.font.size == 13 && message.font.weight == .regular)
    #expect(title.font.resolvedFamilies == ["Inter"])
  }

  @Test(arguments: [
    ("ko", "사진을 삭제하시겠습니까?", "Noto Sans CJK KR"),
    ("ar", "حذف الرسالة؟", "Noto Sans Arabic"),
  ])
  func otherScriptsFallBackToNotoWithNoMissingGlyphs(locale: String, title: String, family: String)
    throws
  {
    let g = Fixtures.geometry(
      Fixtures.alert(title: title, buttons: [Fixtures.button("OK")], locale: locale))
    let block = try #require(g.title)
    #expect(block.missingGlyphs == 0)
    #expect(block.font.resolvedFamilies.contains(family))
  }

  /// Every script the examples and the catalogue's languages use draws with no missing glyph.
  @Test(arguments: [
    ("he", "למחוק את ההודעה?"), ("th", "ลบข้อความนี้ใช่ไหม"), ("hi", "क्या यह संदेश हटाएं?"),
    ("ja", "このメッセージを削除しますか？"), ("zh-Hans", "删除这条信息？"), ("zh-Hant", "刪除這則訊息？"),
    ("ru", "Удалить сообщение?"), ("el", "Διαγραφή μηνύματος;"), ("de", "Nachricht löschen?"),
  ])
  func everyCommonScriptHasItsGlyphs(locale: String, title: String) throws {
    let g = Fixtures.geometry(
      Fixtures.alert(title: title, buttons: [Fixtures.button("OK")], locale: locale))
    #expect(try #require(g.title).missingGlyphs == 0)
  }

  @Test func aMessageWithoutATitleTakesTheTitlesPlaceAndFont() throws {
    let g = Fixtures.geometry(
      Fixtures.alert(title: nil, message: "Saved.", buttons: [Fixtures.button("OK")]))
    let message = try #require(g.message)
    #expect(g.title == nil)
    #expect(message.font.weight == .semibold)
    #expect(abs(message.baselines[0] - g.alert.y - 36) < 0.001)
  }

  @Test func textFieldsSitBelowTheMessageAt15FromTheEdges() throws {
    let g = Fixtures.geometry(
      Fixtures.alert(
        message: "Enter your password.",
        buttons: [Fixtures.button("Cancel", .cancel), Fixtures.button("OK")],
        fields: [
          AlertTextField(placeholder: "Name"),
          AlertTextField(placeholder: "Password", text: "hunter2", secure: true),
        ]))
    let message = try #require(g.message)
    #expect(g.textFields.count == 2)
    let first = g.textFields[0]
    #expect(abs(first.frame.x - g.alert.x - 15) < 0.001)
    #expect(abs(first.frame.width - 240) < 0.001)
    #expect(abs(first.frame.y - (message.baselines[0] + 24)) < 0.001)
    #expect(abs(g.textFields[1].frame.y - first.frame.maxY) < 0.001, "fields share a border")
    #expect(first.showsPlaceholder)
    #expect(g.textFields[1].text.text == "•••••••", "secure text is drawn as bullets")
    // 12 below the last field, measured on real iOS (Styles/ios.xml, ios-alert-metrics.md §7).
    #expect(abs((g.separators.first?.y ?? 0) - (g.textFields[1].frame.maxY + 12)) < 0.001)
  }
}
