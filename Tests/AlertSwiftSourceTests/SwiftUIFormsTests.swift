import AlertSpec
import AlertSwiftSource
import Testing

/// The other SwiftUI forms, in `Onboarding/WelcomeView.swift`: a `LocalizedStringKey` title, a
/// `Button(action:)` with a `Label`, `Alert(dismissButton:)`, a raw string and an escape.
@Suite struct SwiftUIFormsTests {
  let alerts = Fixture.alerts()

  @Test func localizedStringKeyTitleAndActionButtonGetNoSystemCancel() throws {
    let alert = try #require(alerts["welcome-view-body-welcome-aboard"])
    #expect(alert.title == "Welcome aboard")
    #expect(alert.message == nil)
    #expect(alert.buttons.map(\.label) == ["Get Started"])
    #expect(alert.buttons.map(\.role) == [.default])
    #expect(Fixture.short(alert.locations[""]) == "Onboarding/WelcomeView.swift:11:10")
    #expect(Fixture.short(alert.locations["title"]) == "Onboarding/WelcomeView.swift:11:35")
    #expect(Fixture.short(alert.buttons[0].labelLocation) == "Onboarding/WelcomeView.swift:13:19")
  }

  @Test func deprecatedAlertWithDismissButton() throws {
    let alert = try #require(alerts["welcome-view-body-update-available"])
    #expect(alert.title == "Update available")
    #expect(alert.buttons.map(\.label) == ["Later"])
    #expect(alert.buttons.map(\.role) == [.default])
    #expect(Fixture.short(alert.locations["title"]) == "Onboarding/WelcomeView.swift:20:39")
    #expect(Fixture.short(alert.buttons[0].labelLocation) == "Onboarding/WelcomeView.swift:21:38")
  }

  @Test func rawStringTitleAndDecodedLineBreak() throws {
    let alert = try #require(alerts["welcome-view-body-use-face-id"])
    #expect(alert.title == #"Use "Face ID"?"#)
    #expect(alert.message == "Unlock with a glance.\nYou can change this in Settings.")
    #expect(alert.buttons.map(\.label) == ["Use Face ID", "Not Now"])
    #expect(alert.buttons.map(\.role) == [.default, .cancel])
    #expect(Fixture.short(alert.locations[""]) == "Onboarding/WelcomeView.swift:23:6")
    #expect(Fixture.short(alert.locations["title"]) == "Onboarding/WelcomeView.swift:23:12")
    #expect(Fixture.short(alert.locations["message"]) == "Onboarding/WelcomeView.swift:27:12")
  }
}
