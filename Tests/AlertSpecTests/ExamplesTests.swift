import Foundation
import Testing

@testable import AlertSpec

/// The bundled `Examples/` specs load cleanly and say what the design doc asks.
@Suite struct ExamplesTests {
  /// `Examples/` at the package root, found from this file's path.
  static let examples: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // AlertSpecTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Examples").path

  static func loadExamples() -> SpecLoadResult { SpecLoader.load(paths: [examples]) }

  static func example(_ id: String) throws -> AlertSpec {
    try #require(loadExamples().alerts.first { $0.id == id })
  }

  @Test func loadWithoutDiagnostics() throws {
    let result = Self.loadExamples()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
      result.alerts.map(\.id) == [
        "arabic-delete", "close-this-booking", "close-this-request", "delete-album-translated",
        "delete-photo-album", "korean-delete",
        "leave-this-area", "long-labels-stack", "nhs-log-out", "sign-in-password", "three-buttons",
        "title-only",
      ])
    for alert in result.alerts {
      #expect(
        alert.locations["id"]?.file == Self.examples + "/\(alert.id).json",
        "one alert per <id>.json")
    }
  }

  @Test func eachFileStartsWithAComment() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter {
      $0.hasSuffix(".json")
    }
    #expect(files.count == 12)
    for file in files {
      let text = try String(contentsOfFile: Self.examples + "/" + file, encoding: .utf8)
      #expect(text.hasPrefix("// "), "\(file)")
    }
  }

  @Test func nhsLogOutMatchesTheDesignSystem() throws {
    let alert = try Self.example("nhs-log-out")
    #expect(alert.title == "For security reasons, we'll log you out of the NHS App in 1 minute.")
    #expect(alert.buttons.map(\.label) == ["Log out", "Stay logged in"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.trigger == .timeout)
    #expect(alert.locale == "en-GB")
  }

  @Test func deletePhotoAlbumKeepsCurlyQuotes() throws {
    let alert = try Self.example("delete-photo-album")
    #expect(alert.title == "Delete “Vacation Photos”?")
    #expect(
      alert.message
        == "This album and its 128 photos will be deleted from all your devices. This action can’t be undone."
    )
    #expect(alert.buttons.map(\.role) == [.cancel, .destructive])
    #expect(alert.trigger == .destructiveAction)
    #expect(alert.locale == "en-US")
  }

  @Test func nonLatinExamples() throws {
    let korean = try Self.example("korean-delete")
    #expect(korean.title == "사진을 삭제하시겠습니까?")
    #expect(korean.message == "이 사진은 모든 기기에서 삭제됩니다.")
    #expect(korean.buttons.map(\.label) == ["취소", "삭제"])
    #expect(korean.locale == "ko")
    let arabic = try Self.example("arabic-delete")
    #expect(arabic.title == "حذف الرسالة؟")
    #expect(arabic.message == "سيتم حذف هذه الرسالة نهائيًا.")
    #expect(arabic.buttons.map(\.label) == ["إلغاء", "حذف"])
    #expect(arabic.buttons.map(\.role) == [.cancel, .destructive])
    #expect(arabic.locale == "ar")
  }

  @Test func leaveOverlayExamples() throws {
    for (id, title, second) in [
      ("leave-this-area", "Leave this area?", "Leave"),
      ("close-this-request", "Close this request?", "Close"),
      ("close-this-booking", "Close this booking?", "Close"),
    ] {
      let alert = try Self.example(id)
      #expect(alert.title == title)
      #expect(alert.buttons.map(\.label) == ["Cancel", second])
      #expect(alert.buttons.map(\.role) == [.cancel, .default])
      #expect(alert.trigger == .leaveOverlay)
      #expect(alert.locale == "en-GB")
    }
  }

  @Test func buttonAndFieldExamples() throws {
    let three = try Self.example("three-buttons")
    #expect(three.buttons.map(\.label) == ["Save", "Don't Save", "Cancel"])
    #expect(three.emphasisedIndex == 0)
    let signIn = try Self.example("sign-in-password")
    #expect(signIn.textFields == [AlertTextField(placeholder: "Password", secure: true)])
    #expect(signIn.buttons.map(\.label) == ["Cancel", "Sign In"])
    #expect(signIn.emphasisedIndex == 1)
    let stack = try Self.example("long-labels-stack")
    #expect(
      stack.buttons.map(\.label) == ["Not now, maybe later", "Turn on appointment reminders"])
    let titleOnly = try Self.example("title-only")
    #expect(titleOnly.message == nil)
    #expect(titleOnly.buttons.map(\.label) == ["OK"])
  }
}
