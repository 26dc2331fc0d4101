import AlertCommandLine
import Testing

/// libyaml's tree, copied into Swift values with 1-based places.
@Suite struct YAMLReaderTests {
  @Test func mappingsListsAndScalarsKeepTheirPlaces() throws {
    let root = try #require(
      try YAMLReader.read("# a comment\nstyle: ios26\ndevices: [a, b]\nrules:\n  x: off\n"))
    guard case .mapping(let pairs) = root.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(pairs.map(\.key.scalar) == ["style", "devices", "rules"])
    #expect(pairs[0].value.scalar == "ios26")
    #expect((pairs[0].value.line, pairs[0].value.column) == (2, 8))
    guard case .sequence(let items) = pairs[1].value.value else {
      Issue.record("not a list")
      return
    }
    #expect(items.map(\.scalar) == ["a", "b"])
    // YAML 1.1 would read `off` as false; the text is kept.
    guard case .mapping(let rules) = pairs[2].value.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(rules[0].value.scalar == "off")
    #expect((rules[0].key.line, rules[0].key.column) == (5, 3))
  }

  @Test func anEmptyFileHoldsNothing() throws {
    #expect(try YAMLReader.read("") == nil)
    #expect(try YAMLReader.read("# only a comment\n") == nil)
  }

  @Test func libyamlsOwnProblemAndPlace() {
    #expect(throws: YAMLError.self) { try YAMLReader.read("style: [ios\n") }
    do {
      _ = try YAMLReader.read("a: b\n c: d\n")
      Issue.record("no error")
    } catch {
      #expect(error.line == 2)
      #expect(error.message.contains("mapping values are not allowed"))
    }
  }

  @Test func aSecondDocumentIsRefused() {
    do {
      _ = try YAMLReader.read("a: b\n---\nc: d\n")
      Issue.record("no error")
    } catch {
      #expect(error.line == 3)
      #expect(error.message.contains("second YAML document"))
    }
  }

  /// A billion-laughs file expands past the node budget and is refused, not followed.
  @Test func anAliasBombIsRefused() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let name = "l\(level)"
      let previous = level == 1 ? "a" : "l\(level - 1)"
      text +=
        "\(name): &\(name) ["
        + Array(repeating: "*\(previous)", count: 10).joined(
          separator: ", ") + "]\n"
    }
    do {
      _ = try YAMLReader.read(text)
      Issue.record("no error")
    } catch {
      #expect(error.message.contains("more than"))
    }
  }
}
