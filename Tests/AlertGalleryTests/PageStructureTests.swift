import Foundation
import Testing

@testable import AlertGallery

/// The index page's skeleton, landmarks, counts, images and input errors.
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
    #expect(root.name == "html")
    #expect(root.attributes["lang"] == "en")
    let metas = root.all("meta").map(\.attributes)
    #expect(metas.contains(["charset": "utf-8"]))
    #expect(
      metas.contains {
        $0["name"] == "viewport" && $0["content"]?.contains("width=device-width") == true
      })
    #expect(root.all("title").first?.textContent == "Photos alerts · ios")
    let css = try #require(root.all("style").first).textContent
    #expect(css.contains("prefers-color-scheme: dark"))
    #expect(css.contains("-apple-system"))
  }

  @Test func landmarksAndHeader() throws {
    let body = try #require(root.all("body").first)
    #expect(body.childElements.map(\.name) == ["header", "main"])
    let header = body.childElements[0]
    #expect(header.all("h1").first?.textContent == "Photos alerts")
    let summary = try #require(header.all(class: "summary").first).textContent
    #expect(summary == "Style sheet ios · 2 alerts · 7 configurations · 2 input errors")
    #expect(header.all("a").compactMap { $0.attributes["href"] } == ["#delete-album", "#sign-in"])
  }

  @Test func countsUseSingularForOne() throws {
    let page = GalleryPage(
      title: "One", styleName: "ios",
      entries: [GalleryEntry(spec: Fixtures.deleteSpec, images: [Fixtures.image()])],
      errors: [GalleryInputError(location: "a.json:1:1", message: "Broken.")])
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(
      root.all(class: "summary").first?.textContent
        == "Style sheet ios · 1 alert · 1 configuration · 1 input error")
  }

  @Test func alertSections() throws {
    let sections = root.all(class: "alert")
    #expect(sections.map { $0.attributes["id"] } == ["delete-album", "sign-in"])
    #expect(
      sections.map { $0.all("h2").first?.trimmedText } == [
        "delete-album Delete “Vacation Photos”?", "sign-in No title",
      ])
    #expect(
      sections.map { $0.all(class: "alert-meta").first?.textContent } == [
        "Locale: en-GB · Trigger: destructive-action", "Locale: not set · Trigger: not set",
      ])
  }

  @Test func everyImageIsDescribedSizedAndLazy() throws {
    let images = root.all("img")
    #expect(images.count == Fixtures.page.configurationCount)
    for image in images {
      #expect(!(image.attributes["alt"] ?? "").isEmpty)
      #expect(Int(image.attributes["width"] ?? "").map { $0 > 0 } == true)
      #expect(Int(image.attributes["height"] ?? "").map { $0 > 0 } == true)
      #expect(image.attributes["loading"] == "lazy")
      #expect(!(image.attributes["src"] ?? "").isEmpty)
    }
    let figures = root.all("figure")
    #expect(figures.allSatisfy { $0.childElements.map(\.name) == ["img", "figcaption"] })
    #expect(
      figures.first?.all("figcaption").first?.textContent
        == "iPhone SE (3rd generation) · portrait · dark")
    #expect(figures.first?.all("img").first?.attributes["width"] == "375")
    #expect(Set(figures.compactMap { $0.attributes["class"] }) == ["tall", "wide"])
  }

  @Test func portraitAndLandscapeOfOneDeviceShareARow() throws {
    let alert = try #require(root.all(class: "alert").first)
    let devices = alert.all(class: "device")
    #expect(
      devices.map { $0.all("h3").first?.textContent } == [
        "iPhone SE (3rd generation)", "iPhone 15 Pro",
      ])
    let rows = devices.map {
      $0.all(class: "device-row").map { $0.all("figcaption").map(\.textContent) }
    }
    #expect(
      rows == [
        [
          [
            "iPhone SE (3rd generation) · portrait · dark",
            "iPhone SE (3rd generation) · landscape · dark",
          ],
          [
            "iPhone SE (3rd generation) · portrait · light",
            "iPhone SE (3rd generation) · landscape · light",
          ],
        ],
        [["iPhone 15 Pro · portrait · light", "iPhone 15 Pro · landscape · light"]],
      ])
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

  @Test func inputErrorsComeFirst() throws {
    let main = try #require(root.all("main").first)
    let errors = try #require(main.childElements.first)
    #expect(errors.attributes["class"] == "input-errors")
    #expect(errors.all("h2").first?.textContent == "Input errors")
    #expect(
      errors.all("li").map(\.trimmedText) == [
        "broken.json:3:14: The title must be a string.",
        "other.json:1:1: The file is not valid JSON.",
      ])
  }

  @Test func noErrorSectionWithoutErrors() throws {
    var page = Fixtures.page
    page.errors = []
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(root.all(class: "input-errors").isEmpty)
    #expect(root.all(class: "summary").first?.textContent.hasSuffix("0 input errors") == true)
  }

  @Test func emptyGallery() throws {
    let page = GalleryPage(title: "Empty", styleName: "ios", entries: [])
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(root.all("nav").isEmpty)
    #expect(root.all("main").first?.trimmedText == "No alerts to show.")
  }

  @Test func outputIsDeterministic() throws {
    let again = try GalleryWriter.html(for: Fixtures.page)
    #expect(again == html)
    let copy = GalleryPage(
      title: Fixtures.page.title, styleName: Fixtures.page.styleName,
      entries: Fixtures.page.entries, errors: Fixtures.page.errors)
    #expect(try GalleryWriter.html(for: copy) == html)
  }

  @Test func nonASCIITextIsWrittenAsUTF8() {
    #expect(html.contains("Delete “Vacation Photos”?"))
    #expect(!html.contains("&ldquo;"))
  }
}
