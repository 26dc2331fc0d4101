import Foundation
import Testing

/// `gallery --style ios,ios26`: both looks of every alert on its page, side by side.
@Suite(.serialized) struct GalleryLooksTests {
  let folder: URL
  let options = ["--device", "iphone-se", "--locale", "en", "-j", "2"]

  init() throws {
    folder = try Binary.temporaryFolder()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func gallery(_ extra: [String], out: String = "site") throws -> Binary.Result {
    try Binary.run(
      ["gallery", Binary.root.appendingPathComponent("Examples").path, "--out", path(out)]
        + options + extra)
  }

  @Test func bothLooksAreDrawnAndShownSideBySide() throws {
    let first = try gallery(["--style", "ios,ios26"])
    #expect(first.status == 0, "\(first.stderr)")
    let id = "delete-photo-album"
    let name = "\(id).iphone-se.portrait.light.en@2x"
    for file in ["site/\(id)/\(name).png", "site/look.ios26/\(id)/\(name).png"] {
      #expect(FileManager.default.fileExists(atPath: path(file)), "\(file)")
    }
    // The two looks are different pictures of the same alert.
    #expect(
      !FileManager.default.contentsEqual(
        atPath: path("site/\(id)/\(name).png"), andPath: path("site/look.ios26/\(id)/\(name).png")))
    let page = try String(contentsOfFile: path("site/\(id)/index.html"), encoding: .utf8)
    // Portrait in ios, then portrait in ios26, then the landscapes: side by side.
    let ios = try #require(page.range(of: "href=\"../\(id)/\(name).png\""))
    let ios26 = try #require(page.range(of: "href=\"../look.ios26/\(id)/\(name).png\""))
    #expect(ios.lowerBound < ios26.lowerBound)
    let landscape = try #require(
      page.range(of: "href=\"../\(id)/\(id).iphone-se.landscape.light.en@2x.png\""))
    #expect(ios26.lowerBound < landscape.lowerBound)
    #expect(page.contains("portrait · light · ios26"))
    // Findings measured in the second look only say so; the index shows the first look.
    let logOut = try String(contentsOfFile: path("site/nhs-log-out/index.html"), encoding: .utf8)
    #expect(logOut.contains("Seen on iPhone SE (3rd generation) portrait in en (ios26)"))
    let index = try String(contentsOfFile: path("site/index.html"), encoding: .utf8)
    #expect(index.contains("\(id)/\(name).card.png") && !index.contains("look.ios26/"))
    // The index's look control swaps in the other look's card pictures, which are drawn.
    #expect(index.contains("<select id=\"filter-look\" name=\"look\">"))
    #expect(index.contains("data-looks=\"ios ios26\""))
    #expect(FileManager.default.fileExists(atPath: path("site/look.ios26/\(id)/\(name).card.png")))
    // A finding both looks make is listed once, saying so; one only ios makes names ios.
    let stacks = try String(
      contentsOfFile: path("site/long-labels-stack/index.html"), encoding: .utf8)
    #expect(stacks.components(separatedBy: "<code>buttons-stacked</code>").count == 2)
    #expect(stacks.contains("Seen on iPhone SE (3rd generation) portrait in en, in every look"))
    // Both looks are cached.
    let again = try gallery(["--style", "ios,ios26"])
    #expect(again.stderr.contains("rendered 0 configurations"), "\(again.stderr)")
  }

  @Test func aMergedShardedGalleryHasBothLooks() throws {
    for index in 1...2 {
      let part = try gallery(["--style", "ios,ios26", "--shard", "\(index)/2"], out: "p\(index)")
      #expect(part.status == 0, "\(part.stderr)")
    }
    let merged = try Binary.run(["merge", path("p1"), path("p2"), "--out", path("merged")])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stderr.contains("rendered 0 configurations"), "\(merged.stderr)")
    let whole = try gallery(["--style", "ios,ios26"], out: "whole")
    #expect(whole.status == 0)
    for page in ["index.html", "report.json", "delete-photo-album/index.html"] {
      #expect(
        FileManager.default.contentsEqual(
          atPath: path("merged/" + page), andPath: path("whole/" + page)),
        "\(page)")
    }
  }

  @Test(arguments: [
    (["render", "--style", "ios,ios26"], "only gallery and review show several"),
    (["gallery", "--style", "ios,ios"], "names the sheet 'ios' twice"),
    (["review", "--style", "ios,ios"], "names the sheet 'ios' twice"),
  ])
  func severalSheetsOnlyWhereTheyMakeSense(_ arguments: [String], _ message: String) throws {
    let result = try Binary.run(
      [arguments[0], Binary.root.appendingPathComponent("Examples").path, "--out", path("x")]
        + arguments.dropFirst())
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
