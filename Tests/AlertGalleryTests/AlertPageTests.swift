import AlertLint
import Foundation
import Testing

@testable import AlertGallery

/// An alert's page and the rules page.
@Suite struct AlertPageTests {
  let root: ParsedElement

  init() throws {
    let entry = Fixtures.page.entries[0]
    root = try ParsedHTML.parse(try GalleryWriter.alertHTML(for: entry, in: Fixtures.page)).root
  }

  @Test func linksClimbOneFolder() throws {
    let links = root.all("link").compactMap { $0.attributes["href"] }
    #expect(links.contains("../assets/gallery.css"))
    #expect(root.all("script").first?.attributes["src"] == "../assets/gallery.js")
    let nav = try #require(root.all("nav").first)
    #expect(
      nav.all("a").compactMap { $0.attributes["href"] } == [
        "../index.html", "../rules.html", "../report.json",
      ])
    #expect(root.all("img").allSatisfy { $0.attributes["src"]?.hasPrefix("../images/") == true })
  }

  @Test func findingsMostSevereFirstWithRuleLinksAndSeeds() throws {
    let findings = root.all(class: "finding")
    #expect(
      findings.map { $0.all(class: "badge").first?.trimmedText } == [
        "✖ Error", "▲ Warning", "● Suggestion",
      ])
    let first = findings[0]
    #expect(first.all(class: "finding-message").first?.textContent == "Use a verb instead of “OK”.")
    #expect(first.all("a").first?.attributes["href"] == "../rules.html#button-yes-no")
    #expect(
      first.all(class: "finding-details").first?.textContent.contains(
        "Guidance: Apple HIG: Alerts — Buttons")
        == true)
    #expect(
      first.all(class: "finding-details").first?.textContent.contains("alerts.json:3:12") == true)
    #expect(findings[2].attributes["class"]?.contains("is-suppressed") == true)
    #expect(
      findings[2].all(class: "suppressed").first?.textContent
        == "Suppressed in the spec: Legal wording.")
  }

  @Test func everyConfigurationWithDownloads() throws {
    let figures = root.all("figure")
    #expect(figures.count == Fixtures.allConfigurations.count)
    for figure in figures {
      let img = try #require(figure.all("img").first)
      #expect(Int(img.attributes["width"] ?? "") ?? 0 > 0)
      #expect(Int(img.attributes["height"] ?? "") ?? 0 > 0)
      #expect(!(img.attributes["alt"] ?? "").isEmpty)
      let downloads = figure.all(class: "downloads").first?.all("a") ?? []
      #expect(downloads.count == 1)
      #expect(downloads.allSatisfy { $0.attributes["download"] != nil })
    }
    let devices = root.all(class: "device")
    #expect(
      devices.map { $0.all("h3").first?.textContent } == [
        "iPhone SE (3rd generation)", "iPhone 15 Pro",
      ])
    #expect(
      devices[0].all(class: "preview-row").map { $0.all(class: "caption-text").map(\.textContent) }
        == [
          ["portrait · dark", "landscape · dark"], ["portrait · light", "landscape · light"],
        ])
  }

  @Test func specAsFormattedJSONInSpecOrder() throws {
    let json = try #require(root.all("pre").first?.textContent)
    #expect(
      json == """
        {
          "id": "delete-album",
          "title": "Delete “Vacation Photos”?",
          "message": "This album and its 120 photos will be removed from all your devices.",
          "buttons": [
            {
              "label": "Cancel",
              "role": "cancel"
            },
            {
              "label": "Delete",
              "role": "destructive"
            }
          ],
          "trigger": "destructive-action",
          "locale": "en-GB"
        }
        """)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(parsed?["id"] as? String == "delete-album")
  }

  @Test func rulesPageFromTheCatalogue() throws {
    let rules = try ParsedHTML.parse(try GalleryWriter.rulesHTML(for: Fixtures.page)).root
    #expect(rules.all("h2").map(\.textContent) == ["Buttons", "Title"])
    let entries = rules.all(class: "rule")
    #expect(
      entries.map { $0.attributes["id"] } == ["button-yes-no", "title-max-lines", "title-question"])
    let first = entries[0]
    #expect(first.all(class: "rule-summary").first?.textContent == "Buttons say what they do.")
    #expect(
      first.all(class: "rule-rationale").first?.textContent
        == "“Yes” and “No” make people read the message again.")
    #expect(
      first.all("dd").map(\.trimmedText) == [
        "✖ Error", "Apple HIG: Alerts — Buttons", "Broken 1 time in 1 alert of this gallery",
      ])
    #expect(entries[2].all("dd").last?.trimmedText == "Not broken in this gallery")
    let empty = try ParsedHTML.parse(
      try GalleryWriter.rulesHTML(for: GalleryPage(title: "x", styleName: "ios", entries: []))
    ).root
    #expect(empty.all(class: "empty").first?.textContent == "The linter ships no rules yet.")
  }
}

/// A preview whose text scrolls says so under the image.
@Suite struct ScrollingCaptionTests {
  @Test func captionSaysScrolls() throws {
    var scrolling = Fixtures.image(orientation: "landscape")
    scrolling.fit.scrolls = true
    let page = GalleryPage(
      title: "Scrolling", styleName: "ios",
      entries: [
        GalleryEntry(
          spec: Fixtures.deleteSpec, images: [scrolling, Fixtures.image(orientation: "portrait")])
      ])
    let root = try ParsedHTML.parse(
      try GalleryWriter.alertHTML(for: page.entries[0], in: page)
    ).root
    let captions = root.all(class: "caption-text").map(\.textContent).sorted()
    #expect(captions == ["landscape · light · scrolls", "portrait · light"])
  }
}
