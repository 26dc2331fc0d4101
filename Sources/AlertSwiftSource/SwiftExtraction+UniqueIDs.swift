import AlertSpec

extension SwiftExtraction {
  /// Gives each alert whose id an earlier file's alert already has (two private types of the
  /// same name in two files) an id of its own: the same id, cut to end in six hex digits of a
  /// hash of its file and id (``SpecID/fitted(_:source:taken:)``), not of its line, so adding
  /// lines keeps it; two alerts never share references or spec files.
  mutating func makeIDsUnique() {
    var taken: Set<String> = []
    for index in alerts.indices {
      let file = alerts[index].locations[""]?.file ?? ""
      let source = file + "\u{0}" + alerts[index].id
      alerts[index].id = SpecID.fitted(alerts[index].id, source: source, taken: taken)
      taken.insert(alerts[index].id)
    }
  }
}
