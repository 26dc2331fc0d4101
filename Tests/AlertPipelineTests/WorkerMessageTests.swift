import AlertLayout
import AlertSpec
import Foundation
import StyleSheet
import Testing

@testable import AlertPipeline

/// What the run sends its workers must arrive whole: a worker draws with exactly the sheet and
/// configuration the run has, or its images would differ from a run on one core.
@Suite struct WorkerMessageTests {
  @Test(arguments: ["ios", "ios26", "nhs-app"])
  func aSheetSurvivesTheTripToAWorker(name: String) throws {
    let style = try StyleSheetLoader.load(
      name, searchPaths: StyleSheetLoader.defaultSearchPaths())
    var chromed = style
    chromed.chrome = .device
    for sheet in [style, chromed] {
      let line = try WorkerMessage.line(
        WorkerMessage.Sheet(sheet: 3, style: sheet, pngLevel: 6, pngFilters: 0xF8))
      #expect(line.last == 0x0A)
      #expect(!line.dropLast().contains(0x0A), "a message is one line")
      let read = try JSONDecoder().decode(WorkerMessage.Sheet.self, from: line.dropLast())
      #expect(read.style == sheet)
      #expect(read.pngLevel == 6 && read.pngFilters == 0xF8)
    }
  }

  @Test func aConfigurationSurvivesTheTrip() throws {
    let style = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
    let configuration = RenderConfiguration(
      device: style.devices[1], orientation: .landscape, appearance: .dark, scale: 3,
      textSize: .AX3, locale: "de", keyboard: .none)
    let data = try JSONEncoder().encode(configuration)
    #expect(try JSONDecoder().decode(RenderConfiguration.self, from: data) == configuration)
  }

  @Test func linesAreSplitAcrossReads() {
    var buffer = LineBuffer()
    #expect(
      buffer.lines(adding: Data("{\"a\":1}\n{\"b\"".utf8)).map {
        String(decoding: $0, as: UTF8.self)
      } == ["{\"a\":1}"])
    #expect(
      buffer.lines(adding: Data(":2}\n\n".utf8)).map { String(decoding: $0, as: UTF8.self) } == [
        "{\"b\":2}", "",
      ])
    #expect(buffer.lines(adding: Data()).isEmpty)
  }

  /// The run and a worker keep the same list of the alerts the worker holds, so the run sends
  /// an alert again exactly when the worker has forgotten it.
  @Test func aWorkerForgetsItsEarliestAlertFirst() {
    var kept = KeptAlerts()
    for alert in 0..<WorkerMessage.alertsKept { #expect(kept.keep(alert) == nil) }
    #expect(kept.keep(2) == nil, "an alert held already changes nothing")
    #expect(kept.keep(10) == 0)
    #expect(!kept.contains(0) && kept.contains(1) && kept.contains(10))
    #expect(kept.keep(11) == 1)
  }

  /// Items of one alert in several configurations, one after another, name one alert; an
  /// alert with the same id and other text (two locales' catalogs, say) is another.
  @Test func itemsOfOneAlertNameOneAlert() {
    let delete = AlertSpec(id: "delete", title: "Delete?")
    var german = delete
    german.title = "Löschen?"
    let other = AlertSpec(id: "other", title: "Other?")
    #expect(
      WorkerMessage.Alert.numbers([delete, delete, german, german, other, delete])
        == [0, 0, 2, 2, 4, 5])
  }
}
