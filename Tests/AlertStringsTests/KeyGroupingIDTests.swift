import AlertSpec
import AlertStrings
import Testing

/// The ids `import` makes: never two alike, never one the loader refuses.
@Suite struct KeyGroupingIDTests {
  @Test func prefixesThatMakeTheSameIDGetIDsOfTheirOwn() {
    let (alerts, _) = KeyGrouping.group(["a/b.title", "a..b.title", "a-b.message"])
    #expect(alerts.map(\.prefix) == ["a-b", "a..b", "a/b"])
    let ids = alerts.map(\.id)
    #expect(ids[0] == "a-b", "the first in key order keeps the plain id")
    #expect(Set(ids).count == 3, "\(ids)")
    for id in ids.dropFirst() { #expect(id.hasPrefix("a-b-") && id.count == 10, "\(id)") }
    #expect(alerts.map(\.sharesIDWith) == [nil, "a-b", "a-b"])
    // The same keys make the same ids every time.
    #expect(KeyGrouping.group(["a..b.title", "a-b.message", "a/b.title"]).alerts.map(\.id) == ids)
  }

  @Test func aLongKeyMakesAnIDTheLoaderAccepts() {
    let long = String(repeating: "settings.", count: 9) + "title"
    let (alerts, _) = KeyGrouping.group([long, "x" + long])
    #expect(alerts.count == 2)
    for alert in alerts {
      #expect(alert.id.count <= SpecLimits.idLength, "\(alert.id)")
      #expect(SpecID.problem(alert.id) == nil, "\(alert.id)")
    }
    #expect(alerts[0].id != alerts[1].id)
    #expect(alerts.map(\.sharesIDWith) == [nil, nil])
  }
}

/// The id rule every command shares, and ids fitted to it.
@Suite struct SpecIDTests {
  @Test(
    arguments: [
      ("ok-id", nil), ("", "'id' is empty"), ("Bad", "must use only lowercase"),
      (String(repeating: "a", count: 65), "the id is 65 characters long"),
    ] as [(String, String?)])
  func problems(id: String, expected: String?) {
    let problem = SpecID.problem(id)
    if let expected {
      #expect(problem?.contains(expected) == true, "\(problem ?? "nil")")
    } else {
      #expect(problem == nil)
    }
  }

  @Test func fittedIDsAreFreeShortAndStable() {
    #expect(SpecID.fitted("free", source: "x") == "free")
    let taken = SpecID.fitted("free", source: "x", taken: ["free"])
    #expect(taken.hasPrefix("free-") && taken.count == 11)
    #expect(SpecID.fitted("free", source: "x", taken: ["free"]) == taken)
    #expect(SpecID.fitted("free", source: "x", taken: ["free", taken]) != taken)
    let long = SpecID.fitted(String(repeating: "ab-", count: 40), source: "y")
    #expect(long.count <= 64 && SpecID.problem(long) == nil, "\(long)")
  }
}
