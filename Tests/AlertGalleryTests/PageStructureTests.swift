import Foundation
import Testing

@testable import AlertGallery

/// The index page: skeleton, landmarks, summary, chart, filters and cards.
@Suite struct PageStructureTests {
  let html: String
  let root: ParsedElement

  init() throws {
    html = try GalleryWriter.html(for: Fixtures.page)
    root = try ParsedHTML.parse(html).root
  }

  @Test func documentSkeleton() throws {
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(try ParsedHTML.parse(html).doctypeName == "html")
    #expect(root.attributes["lang"] == "en")
    let metas = root.all("meta").map(\.attributes)
    #expect(metas.contains(["charset": "utf-8"]))
    #expect(metas.contains { $0["name"] == "viewport" })
    #expect(metas.contains { $0["name"] == "color-scheme" && $0["content"] == "light dark" })
    #expect(root.all("title").first?.textContent == "Photos alerts · ios")
    let links = root.all("link").compactMap { $0.attributes["href"] }
    #expect(links == ["data:,", "assets/gallery.css"])
  }

  @Test func landmarksAndHeadingOutline() throws {
    let body = try #require(root.all("body").first)
    #expect(body.childElements.map(\.name) == ["a", "header", "main", "footer"])
    #expect(body.all("header").first?.all("nav").count == 1)
    #expect(root.all("h1").map(\.textContent) == ["Photos alerts"])
    let headings = root.allElements.filter { ["h1", "h2", "h3"].contains($0.name) }.map(\.name)
    // No level is skipped: every heading is at most one deeper than the one before.
    for (previous, next) in zip(headings, headings.dropFirst()) {
      #expect((Int(next.dropFirst()) ?? 0) <= (Int(previous.dropFirst()) ?? 0) + 1)
    }
  }

  @Test func summaryCountsAndChart() throws {
    let stats = root.all(class: "stat").map {
      ($0.all("dt").first?.trimmedText ?? "", $0.all("dd").first?.textContent ?? "")
    }
    #expect(
      stats.map(\.0) == ["Alerts", "✖ Errors", "▲ Warnings", "● Suggestions", "✖ Input errors"])
    #expect(stats.map(\.1) == ["2", "1", "1", "0", "2"])
    let rows = root.all(class: "chart-row")
    #expect(rows.map { $0.all("code").first?.textContent } == ["button-yes-no", "title-max-lines"])
    #expect(rows.first?.all("a").first?.attributes["href"] == "?rule=button-yes-no")
    #expect(rows.first?.all(class: "chart-value").first?.textContent == "1 finding in 1 alert")
  }

  @Test func filtersAreHiddenUntilTheScriptRuns() throws {
    let form = try #require(root.all("form").first)
    #expect(form.attributes["hidden"] != nil)
    #expect(form.attributes["role"] == "search")
    let selects = form.all("select")
    #expect(
      selects.map { $0.attributes["name"] } == [
        "severity", "rule", "trigger", "locale", "size", "fit",
      ])
    #expect(
      selects[1].all("option").map { $0.attributes["value"] } == [
        "", "button-yes-no", "title-max-lines",
      ])
    #expect(selects[3].all("option").map(\.textContent) == ["Any", "en-GB"])
    #expect(form.all("input").first?.attributes["name"] == "q")
    for control in selects + form.all("input") {
      let id = try #require(control.attributes["id"])
      #expect(form.all("label").contains { $0.attributes["for"] == id })
    }
  }

  @Test func cardsCarryWhatTheFiltersRead() throws {
    let cards = root.all(class: "card")
    #expect(cards.count == 4)
    #expect(
      cards.prefix(2).allSatisfy { $0.attributes["class"]?.contains("card-input-error") == true })
    #expect(
      cards[0].all(class: "error-message").first?.textContent == "The title must be a string.")
    let delete = cards[2]
    #expect(delete.attributes["data-severity"] == "error")
    #expect(delete.attributes["data-rules"] == "button-yes-no title-max-lines")
    #expect(delete.attributes["data-trigger"] == "destructive-action")
    #expect(delete.attributes["data-locales"] == "en-GB")
    #expect(delete.attributes["data-search"]?.contains("use a verb instead") == true)
    #expect(delete.all("a").first?.attributes["href"] == "delete-album/index.html")
    #expect(delete.all(class: "badge").first?.trimmedText == "✖ Error")
    #expect(delete.all(class: "counts").first?.textContent == "1 error · 1 warning · 0 suggestions")
    let signIn = cards[3]
    #expect(signIn.attributes["data-severity"] == "none")
    #expect(signIn.all(class: "badge").first?.trimmedText == "✓ No findings")
    #expect(signIn.all(class: "no-title").first?.textContent == "No title")
  }

  @Test func cardPreviewIsThePortraitLightImageSizedAndLazy() throws {
    let images = root.all("img")
    #expect(images.count == 2)
    let first = try #require(images.first)
    #expect(
      first.attributes["src"]
        == "images/iPhone SE (3rd generation)-portrait-light.png".replacingOccurrences(
          of: " ", with: "%20"))
    // Without a card picture, the whole screen at the card picture's width.
    #expect(first.attributes["width"] == "240")
    #expect(first.attributes["height"] == "427")
    #expect(first.attributes["loading"] == "lazy")
    #expect(
      first.attributes["alt"]?.hasPrefix(
        "iOS alert on iPhone SE (3rd generation), portrait, light.") == true)
  }

  @Test func emptyGallery() throws {
    let page = GalleryPage(title: "Empty", styleName: "ios", entries: [])
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(root.all(class: "cards").isEmpty)
    #expect(root.all(class: "empty").map(\.textContent).contains("No alerts to show."))
    #expect(root.all(class: "chart").first?.all("p").first?.textContent == "No rule is broken.")
  }

  @Test(arguments: [
    (nil, "Made by alert-preview with the style sheet ios."),
    ("alert-preview 1.2.3", "Made by alert-preview 1.2.3 with the style sheet ios."),
  ])
  func theFooterNamesTheCreator(creator: String?, footer: String) throws {
    var page = GalleryPage(title: "Empty", styleName: "ios", entries: [])
    page.creator = creator
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(root.all(class: "site-footer").map(\.textContent) == [footer])
  }

  @Test func groupingKeepsUnknownOrientationsLast() {
    let images = [
      Fixtures.image(orientation: "square"), Fixtures.image(orientation: "landscape"),
      Fixtures.image(orientation: "portrait"),
    ]
    let groups = PreviewGrouping.groups(images)
    #expect(groups.count == 1)
    #expect(
      groups[0].rows.map { $0.images.map(\.orientation) } == [["portrait", "landscape", "square"]])
  }

  @Test func outputIsDeterministic() throws {
    #expect(try GalleryWriter.html(for: Fixtures.page) == html)
  }

  @Test func nonASCIITextIsWrittenAsUTF8() {
    #expect(html.contains("Delete “Vacation Photos”?"))
    #expect(!html.contains("&ldquo;"))
  }
}
