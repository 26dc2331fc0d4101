import Testing

@testable import AlertGallery

/// Findings name their field as a person reads it.
@Suite struct FieldNameTests {
  @Test(arguments: [
    ("title", "Title"), ("message", "Message"), ("buttons[0].label", "First button"),
    ("buttons[1].label", "Second button"), ("buttons[2].role", "Third button's role"),
    ("buttons[11].label", "Button 12"),
    ("textFields[0].placeholder", "First text field's placeholder"),
    ("preferred", "Preferred button"), ("strings.de.title", "strings.de.title"),
    ("buttons[x].label", "buttons[x].label"),
  ])
  func plainNames(_ field: String, _ name: String) {
    #expect(FieldName.plain(field) == name)
  }
}
