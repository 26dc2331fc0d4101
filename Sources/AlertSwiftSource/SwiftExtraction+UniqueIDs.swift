import AlertSpec

extension SwiftExtraction {
  /// Gives each alert whose id an earlier file's alert already has (`SettingsView.swift` in
  /// two folders, or `Foo_Bar.swift` beside `FooBar.swift`) an id of its own: the same id, cut
  /// to end in six hex digits of a hash of its file, line and column
  /// (``SpecID/fitted(_:source:taken:)``),
  /// so two alerts never share references or spec files.
  mutating func makeIDsUnique() {
    var taken: Set<String> = []
    for index in alerts.indices {
      let place = alerts[index].locations[""]
      let source = "\(place?.file ?? ""):\(place?.line ?? 0):\(place?.column ?? 0)"
      alerts[index].id = SpecID.fitted(alerts[index].id, source: source, taken: taken)
      taken.insert(alerts[index].id)
    }
  }
}
