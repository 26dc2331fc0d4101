import AlertLint
import AlertSpec
import Foundation
import Testing

@testable import AlertGallery

/// The fit table of an alert's page, and the card data the index's filters read.
@Suite struct FitMatrixTests {
  /// Two devices in portrait, at Large and AX3, in the spec's own text and in German; the
  /// fits are what a real render of a long alert would report.
  static func images() -> [GalleryImage] {
    var images: [GalleryImage] = []
    for (locale, size) in [(nil, "L"), (nil, "AX3"), ("de", "L"), ("de", "AX3")]
      as [(String?, String)]
    {
      for device in ["iPhone SE (3rd generation)", "iPhone 15 Pro"] {
        let slug =
          [device == "iPhone 15 Pro" ? "iphone-15-pro" : "iphone-se", "portrait", "light"]
          + [locale].compactMap { $0 } + (size == "L" ? [] : [size])
        let small = device.hasPrefix("iPhone SE")
        let fit =
          switch (locale, size) {
          case (nil, "L"): PreviewFit(titleLines: 1)
          case ("de", "L"): PreviewFit(titleLines: 2)
          case (nil, "AX3"): PreviewFit(titleLines: 3, stacked: true, scrolls: small)
          default: PreviewFit(titleLines: 4, stacked: true, truncated: true, scrolls: small)
          }
        images.append(
          GalleryImage(
            path: "delete-album/delete-album.\(slug.joined(separator: "."))@2x.png", width: 375,
            height: 667, deviceName: device, orientation: "portrait", appearance: "light",
            buttonsInVisualOrder: Fixtures.deleteSpec.buttons, stacked: fit.stacked,
            textSize: size, locale: locale, fit: fit))
      }
    }
    return images
  }

  static let entry = GalleryEntry(spec: Fixtures.deleteSpec, images: images())
  static let page = GalleryPage(title: "Alerts", styleName: "ios", entries: [entry])

  @Test func rowsAreVariantsAndColumnsAreDevices() throws {
    let root = try ParsedHTML.parse(try GalleryWriter.alertHTML(for: Self.entry, in: Self.page))
      .root
    let table = try #require(root.all(class: "fit-matrix").first)
    #expect(
      table.all("thead").first?.all("th").map(\.trimmedText) == [
        "Locale · text size", "iPhone SE (3rd generation) portrait", "iPhone 15 Pro portrait",
      ])
    let rows = table.all("tbody").first?.all("tr") ?? []
    #expect(rows.map { $0.all("th").first?.trimmedText } == ["L", "AX3", "de · L", "de · AX3"])
    let cells = rows.map { $0.all("td").map(\.trimmedText) }
    #expect(cells[0] == ["✓ fits", "✓ fits"])
    #expect(cells[1][0] == "⇅ text scrolls, buttons stack, title wraps to 3 lines")
    #expect(cells[1][1] == "☰ buttons stack, title wraps to 3 lines")
    #expect(cells[2] == ["↵ title wraps to 2 lines", "↵ title wraps to 2 lines"])
    #expect(cells[3][1] == "… a label truncates, buttons stack, title wraps to 4 lines")
    let link = try #require(rows[3].all("td")[0].all("a").first?.attributes["href"])
    #expect(link == "../delete-album/delete-album.iphone-se.portrait.light.de.AX3@2x.png")
    #expect(rows[1].all("td")[0].attributes["class"] == "fit-scrolls")
  }

  @Test func previewsAreGroupedByVariant() throws {
    let root = try ParsedHTML.parse(try GalleryWriter.alertHTML(for: Self.entry, in: Self.page))
      .root
    let variants = root.all(class: "variant")
    #expect(
      variants.map { $0.all("h3").first?.trimmedText } == [
        "Text size L", "Text size AX3", "de · text size L", "de · text size AX3",
      ])
    #expect(variants.map { $0.all("figure").count } == [2, 2, 2, 2])
    #expect(
      variants.map { $0.attributes["id"] } == [
        "variant-L", "variant-AX3", "variant-de-L", "variant-de-AX3",
      ])
  }

  @Test func oneVariantKeepsTheFlatLayout() throws {
    let root = try ParsedHTML.parse(
      try GalleryWriter.alertHTML(for: Fixtures.page.entries[0], in: Fixtures.page)
    ).root
    #expect(root.all(class: "variant").isEmpty)
    #expect(root.all(class: "fit-matrix").count == 1)
  }

  @Test func cardsCarryTheirVariantsForTheFilters() throws {
    let root = try ParsedHTML.parse(try GalleryWriter.html(for: Self.page)).root
    let card = try #require(root.all(class: "card").first)
    #expect(card.attributes["data-locales"] == "de en-GB")
    #expect(card.attributes["data-sizes"] == "L AX3")
    #expect(card.attributes["data-variants"] == ":L :AX3 de:L de:AX3")
    #expect(card.attributes["data-fits"] == ":L=fits :AX3=scrolls de:L=wraps de:AX3=scrolls")
    #expect(
      card.attributes["data-preview-stem"] == "delete-album/delete-album.iphone-se.portrait.light")
    #expect(card.attributes["data-preview-tail"] == "@2x.png")
    #expect(card.all(class: "card-fit").first?.trimmedText == "L: ✓ fits")
    let sizes = root.all("select").first { $0.attributes["name"] == "size" }
    #expect(sizes?.all("option").compactMap { $0.attributes["value"] } == ["", "L", "AX3"])
  }

  @Test func namesOutsideTheSchemeGetNoSwapData() {
    let image = GalleryImage(
      path: "x/custom-name.png", width: 1, height: 1, deviceName: "d", orientation: "portrait",
      appearance: "light", buttonsInVisualOrder: [], stacked: false, textSize: "AX3")
    #expect(CardVariants.split(image) == nil)
  }

  @Test func threeButtonsStackByDesignAndStillFit() {
    let three = [Fixtures.button("Save"), Fixtures.button("Don’t Save"), Fixtures.button("Cancel")]
    #expect(Fixtures.image(buttons: three, stacked: true).fit.words == "fits")
    #expect(Fixtures.image(stacked: true).fit.words == "buttons stack")
  }

  @Test func cardsAndPagesSayWhereTheAlertLives() throws {
    var spec = Fixtures.deleteSpec
    spec.locations[""] = SourceLocation(
      file: "Sources/Settings/SettingsView.swift", line: 142, column: 13)
    let entry = GalleryEntry(spec: spec, images: Self.images())
    let page = GalleryPage(title: "Alerts", styleName: "ios", entries: [entry])
    let index = try ParsedHTML.parse(try GalleryWriter.html(for: page)).root
    #expect(
      index.all(class: "card-place").first?.trimmedText == "Sources/Settings/SettingsView.swift:142"
    )
    let alert = try ParsedHTML.parse(try GalleryWriter.alertHTML(for: entry, in: page)).root
    #expect(
      alert.all(class: "alert-summary").first?.textContent.contains(
        "File: Sources/Settings/SettingsView.swift:142") == true)
  }
}
