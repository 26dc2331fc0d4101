import AlertSpec
import Foundation
import Testing

/// The spec model's own JSON (worker messages, the cache's hashes): every field comes back as
/// it was, and what is empty or the default is left out.
@Suite struct SpecCodableTests {
  @Test func everyFieldComesBack() throws {
    let loaded = SpecLoader.load(
      text: """
        {"id": "delete-album", "style": "actionSheet", "strings": "Localizable.xcstrings",
         "title": {"key": "alert.delete.title", "arguments": ["Vacation Photos"]},
         "message": "Gone for good.", "trigger": "destructive-action", "locale": "en-GB",
         "tint": "#E9B309", "homeScreen": "Cancel",
         "sourceRect": {"x": 10, "y": 20, "width": 30, "height": 40, "arrow": "none"},
         "preferred": 1, "runTime": {"message": "error.localizedDescription"},
         "lint": {"ignore": {"title-case": "the brand's name"}},
         "buttons": [{"label": "Cancel", "role": "cancel"},
                     {"label": "Delete", "role": "destructive", "disabled": true}]}
        """, file: "t.json")
    var spec = try #require(loaded.alerts.first, "\(loaded.diagnostics)")
    // What a spec file could not hold beside the rest: the model takes it all the same.
    spec.backdrop = "app.png"
    spec.textFields = [
      AlertTextField(placeholder: "Name", text: "Ann", secure: true, keyboard: .email)
    ]
    spec.localizedFor = "de"
    spec.translationNotes = [
      TranslationNote(
        .missing, field: "title", locale: "de", key: "alert.delete.title", message: "Missing.")
    ]
    spec.localizations = ["fr": spec]
    let data = try JSONEncoder().encode(spec)
    #expect(try JSONDecoder().decode(AlertSpec.self, from: data) == spec)
  }

  @Test func emptyFieldsAndTheDefaultStyleAreLeftOut() throws {
    let spec = AlertSpec(id: "quiet")
    let data = try JSONEncoder().encode(spec)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Array(object.keys) == ["id"])
    #expect(try JSONDecoder().decode(AlertSpec.self, from: data) == spec)
  }
}
