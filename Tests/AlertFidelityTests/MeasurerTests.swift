import AlertFidelity
import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet
import Testing

/// The measuring code recovers alert-preview's own layout from its renders: the alert's box,
/// every separator and every text baseline within one device pixel of `AlertGeometry`.
@Suite struct MeasurerTests {
  struct Case: Sendable, CustomStringConvertible {
    var style = "ios"
    var shape = MeasuredShape.alert
    var spec: String
    var device: String
    var orientation: Orientation
    var appearance: Appearance
    var scale: Int
    var description: String { "\(style) \(device) \(orientation) \(appearance) @\(scale)x" }
  }

  static let cases = [
    Case(
      spec: """
        {id: "a", title: "Delete “Vacation Photos”?", message: "This album and its 128 photos will be deleted from all your devices. This action can’t be undone.",
         buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}
        """, device: "iphone-se", orientation: .portrait, appearance: .dark, scale: 2),
    Case(
      spec: """
        {id: "b", title: "Sign in to iCloud", message: "Enter the password for you@example.com.",
         textFields: [{placeholder: "Password", secure: true}],
         buttons: [{label: "Cancel", role: "cancel"}, {label: "Sign In"}]}
        """, device: "iphone-15", orientation: .portrait, appearance: .light, scale: 3),
    Case(
      spec: """
        {id: "c", title: "Choose a size",
         buttons: [{label: "Small"}, {label: "Large"}, {label: "Cancel", role: "cancel"}]}
        """, device: "iphone-15-pro-max", orientation: .landscape, appearance: .light, scale: 3),
  ]

  @Test(arguments: cases)
  func recoversTheLayout(_ c: Case) throws {
    let (g, m) = try Self.drawnAndMeasured(c)
    let pixel = 1 / Double(c.scale)
    func close(_ measured: Double, _ laid: Double, _ what: String) {
      #expect(abs(measured - laid) <= pixel, "\(what): measured \(measured), laid out \(laid)")
    }
    close(m.left, g.alert.x, "left")
    close(m.right, g.alert.maxX, "right")
    close(m.top, g.alert.y, "top")
    close(m.bottom, g.alert.maxY, "bottom")
    let horizontal = g.separators.filter { $0.width > $0.height }
    let vertical = g.separators.filter { $0.width < $0.height }
    try #require(m.horizontalSeparators.count == horizontal.count)
    for (found, line) in zip(m.horizontalSeparators, horizontal) {
      close(found, line.midY, "separator")
    }
    try #require(m.verticalSeparators.count == vertical.count)
    for (found, line) in zip(m.verticalSeparators, vertical) { close(found, line.midX, "divider") }
    let baselines = (g.title?.baselines ?? []) + (g.message?.baselines ?? [])
    let lines = m.header.filter { !$0.isBox }
    try #require(lines.count == baselines.count)
    for (line, baseline) in zip(lines, baselines) {
      close(line.baseline ?? .nan, baseline, "header baseline")
    }
    for (field, box) in zip(m.header.filter(\.isBox), g.textFields) {
      close(field.top, box.frame.y, "field top")
      close(field.bottom, box.frame.maxY, "field bottom")
    }
    try #require(m.cells.count == g.buttons.count)
    for (cell, button) in zip(m.cells, g.buttons) {
      close(cell.first?.baseline ?? .nan, button.text.baselines.first ?? 0, "label baseline")
    }
    Self.expectCorner(m, g)
  }

  /// The continuous corner the sheet draws is read back within a quarter of a point.
  static func expectCorner(_ m: AlertMeasurement, _ g: AlertGeometry) {
    let radius = m.cornerRadius ?? .nan
    #expect(
      abs(radius - g.cornerRadius) <= 0.25,
      "corner: measured \(radius), drawn \(g.cornerRadius)")
  }

  static let shapeCases = [
    Case(
      style: "ios", shape: .sheet,
      spec: """
        {id: "d", style: "actionSheet", title: "Leave this chat?",
         message: "You will stop getting its messages.",
         buttons: [{label: "Leave", role: "destructive"}, {label: "Mute Instead"},
                   {label: "Cancel", role: "cancel"}]}
        """, device: "iphone-15", orientation: .portrait, appearance: .light, scale: 3),
    Case(
      style: "ios", shape: .sheet,
      spec: """
        {id: "e", style: "actionSheet", message: "This note will be deleted.",
         buttons: [{label: "Delete Note", role: "destructive"}, {label: "Cancel", role: "cancel"}]}
        """, device: "iphone-15", orientation: .portrait, appearance: .dark, scale: 3),
    Case(
      style: "ios26", shape: .capsules,
      spec: """
        {id: "f", title: "Delete “Vacation Photos”?", message: "This can’t be undone.",
         buttons: [{label: "Cancel", role: "cancel"}, {label: "Delete", role: "destructive"}]}
        """, device: "iphone-15", orientation: .portrait, appearance: .light, scale: 3),
    Case(
      style: "ios26", shape: .capsules,
      spec: """
        {id: "g", style: "actionSheet", title: "Photo", message: "Choose where it goes.",
         buttons: [{label: "Save to Files"}, {label: "Remove", role: "destructive", disabled: true},
                   {label: "Cancel", role: "cancel"}]}
        """, device: "iphone-15", orientation: .portrait, appearance: .light, scale: 3),
  ]

  /// Action sheets (the main group, its hairlines and the Cancel group) and iOS 26's capsules
  /// are recovered within a device pixel too.
  @Test(arguments: shapeCases)
  func recoversSheetsAndCapsules(_ c: Case) throws {
    let (g, m) = try Self.drawnAndMeasured(c)
    func close(_ measured: Double, _ laid: Double, _ what: String) {
      #expect(abs(measured - laid) <= 1.0 / 3, "\(what): measured \(measured), laid out \(laid)")
    }
    let box = g.sheet?.actionGroup ?? g.alert
    close(m.left, box.x, "left")
    close(m.right, box.maxX, "right")
    close(m.top, box.y, "top")
    close(m.bottom, box.maxY, "bottom")
    let baselines = (g.title?.baselines ?? []) + (g.message?.baselines ?? [])
    try #require(m.header.count == baselines.count)
    for (line, baseline) in zip(m.header, baselines) {
      close(line.baseline ?? .nan, baseline, "header baseline")
    }
    switch c.shape {
    case .capsules:
      try #require(m.capsules.count == g.buttons.count)
      for (capsule, button) in zip(m.capsules, g.buttons) {
        close(capsule.top, button.frame.y, "capsule top")
        close(capsule.bottom, button.frame.maxY, "capsule bottom")
        close(capsule.left, button.frame.x, "capsule left")
        close(capsule.right, button.frame.maxX, "capsule right")
      }
      for (cell, button) in zip(m.cells, g.buttons) {
        close(cell.first?.baseline ?? .nan, button.text.baselines.first ?? 0, "label baseline")
      }
      Self.expectCorner(m, g)
    case .sheet:
      let group = try #require(g.sheet?.cancelGroup)
      let found = try #require(m.cancelGroup)
      close(found.top, group.y, "Cancel group top")
      close(found.bottom, group.maxY, "Cancel group bottom")
      let cancel = try #require(g.buttons.last)
      close(found.label.first?.baseline ?? .nan, cancel.text.baselines.first ?? 0, "Cancel label")
      try #require(m.cells.count == g.buttons.count - 1)
      for (cell, button) in zip(m.cells, g.buttons) {
        close(cell.first?.baseline ?? .nan, button.text.baselines.first ?? 0, "row baseline")
      }
    case .alert:
      break
    }
  }

  /// The case's alert laid out and drawn with its shipped sheet, and measured in the drawing.
  static func drawnAndMeasured(_ c: Case) throws -> (AlertGeometry, AlertMeasurement) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let style = try StyleSheetLoader.load(
      c.style, searchPaths: [root.appendingPathComponent("Styles").path])
    let spec = try #require(SpecLoader.load(text: c.spec).alerts.first)
    let device = try #require(style.devices.first { $0.id == c.device })
    let configuration = RenderConfiguration(
      device: device, orientation: c.orientation, appearance: c.appearance, scale: c.scale)
    let renderer = AlertRenderer(style: style)
    let g = renderer.layouter.geometry(of: spec, in: configuration)
    let image = try PNGImage(data: try renderer.png(spec, in: configuration))
    let m = try AlertMeasurer(
      raster: Raster(width: image.width, height: image.height, rgba: image.rgba),
      frame: ImageFrame(
        pixelsPerPoint: Double(c.scale), screenOrigin: (0, 0), screenWidth: g.screen.width),
      shape: c.shape
    ).measure()
    return (g, m)
  }
}
