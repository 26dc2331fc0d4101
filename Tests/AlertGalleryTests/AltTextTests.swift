import AlertSpec
import Testing

@testable import AlertGallery

/// The `alt` text describes each preview like a careful screenshot description.
@Suite struct AltTextTests {
  @Test func fullDescription() {
    let text = GalleryAltText.describe(spec: Fixtures.deleteSpec, image: Fixtures.image())
    #expect(
      text == """
        iOS alert on iPhone SE (3rd generation), portrait, light. \
        Title: “Delete “Vacation Photos”?”. \
        Message: “This album and its 120 photos will be removed from all your devices.”. \
        Buttons, left to right: “Cancel” (cancel, bold), “Delete” (destructive, red).
        """)
  }

  @Test(
    "Button order is named by layout",
    arguments: [
      (false, "Buttons, left to right: “Cancel” (cancel, bold), “Delete” (destructive, red)."),
      (true, "Buttons, top to bottom: “Cancel” (cancel, bold), “Delete” (destructive, red)."),
    ])
  func buttonDirection(stacked: Bool, expected: String) {
    let text = GalleryAltText.describe(
      spec: Fixtures.deleteSpec, image: Fixtures.image(stacked: stacked))
    #expect(text.hasSuffix(expected))
  }

  @Test func followsVisualOrderAndImageEmphasis() {
    let buttons = [
      Fixtures.button("Delete", .destructive), Fixtures.button("Keep"),
      Fixtures.button("Cancel", .cancel),
    ]
    let image = Fixtures.image(buttons: buttons, stacked: true, emphasised: "Delete")
    #expect(
      GalleryAltText.describe(spec: Fixtures.deleteSpec, image: image).hasSuffix(
        "Buttons, top to bottom: “Delete” (destructive, red, bold), “Keep”, “Cancel” (cancel)."))
  }

  @Test func noEmphasisMeansNoBold() {
    let image = Fixtures.image(emphasised: nil)
    #expect(!GalleryAltText.describe(spec: Fixtures.deleteSpec, image: image).contains("bold"))
  }

  @Test func missingTitleOneButtonAndSecureField() {
    let spec = AlertSpec(
      id: "sign-in", buttons: [Fixtures.button("OK")],
      textFields: [AlertTextField(placeholder: "Password", secure: true)])
    let image = Fixtures.image(
      orientation: "landscape", appearance: "dark", buttons: spec.buttons, emphasised: nil)
    #expect(
      GalleryAltText.describe(spec: spec, image: image) == """
        iOS alert on iPhone SE (3rd generation), landscape, dark. No title. \
        Text field: “Password” (secure). Button: “OK”.
        """)
  }

  @Test func severalFieldsAndNoButtons() {
    let spec = AlertSpec(
      id: "login", title: "Sign In", message: "",
      textFields: [
        AlertTextField(placeholder: "Name", text: "Ana"),
        AlertTextField(placeholder: "Password", text: "secret", secure: true),
      ])
    let text = GalleryAltText.describe(
      spec: spec, image: Fixtures.image(buttons: [], emphasised: nil))
    #expect(
      text.hasSuffix(
        """
        Title: “Sign In”. Text fields: “Ana” (typed; placeholder “Name”), \
        “Password” (secure, filled in). No buttons.
        """))
    #expect(!text.contains("secret"))
  }

  @Test func lineBreaksBecomeSpaces() {
    let spec = AlertSpec(id: "a", title: "  Two\nlines  ", message: "One\n\n  more")
    let text = GalleryAltText.describe(
      spec: spec, image: Fixtures.image(buttons: [], emphasised: nil))
    #expect(text.contains("Title: “Two lines”. Message: “One more”."))
  }

  @Test(arguments: [
    "", "  ", "one", " Delete\t“Album”?\n\nNow ", "a\r\nb\u{0B}c\u{0C}d", "x\u{1F}y",
    "Supprimer « Album » ?", "a\u{00A0}b\u{2028}c", "日本 語", " \u{301}é ", "“Delete” “Album”? ",
    "\u{600} 1", "a \u{200D}b", "x\u{3000}y", "\u{D4E} x", "a \u{1F3FB}b", "ab \u{903}c",
    "« Supprimer » l’album « Été » ?", "ü “x” é\t\u{301}",
  ])
  func singleLineMatchesCharacterWhitespace(text: String) {
    let expected = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
      .joined(separator: " ")
    #expect(GalleryAltText.singleLine(text) == expected)
  }
}
