import AlertFidelity
import Testing

/// A preview reduced to a screenshot's scale below a pixel per point: each new pixel is the
/// average of the area it covers, as the screenshots were made smaller.
@Suite struct ReductionTests {
  /// An image `width` wide and 2 high, each column's grey given.
  func image(_ columns: [UInt8]) -> [UInt8] {
    (0..<2).flatMap { _ in columns.flatMap { [$0, $0, $0, 255] } }
  }

  @Test func eachPixelIsTheAverageOfWhatItCovers() throws {
    // Black, then white, three old pixels to a new one: the new pixels keep the edge.
    let edge = try #require(
      Reduction.reduce(rgba: image([0, 0, 0, 255, 255, 255]), width: 6, height: 2, by: 3))
    #expect(edge.width == 2 && edge.height == 1)
    #expect(edge.rgba[0] == 0 && edge.rgba[4] == 255)
    // An edge inside a new pixel: a third of it white.
    let inside = try #require(
      Reduction.reduce(rgba: image([0, 0, 255, 255, 255, 255]), width: 6, height: 2, by: 3))
    #expect(abs(Int(inside.rgba[0]) - 85) <= 2)
    #expect(inside.rgba[4] == 255)
  }

  @Test func nothingIsReducedByOneOrLess() {
    #expect(Reduction.reduce(rgba: image([0, 255]), width: 2, height: 2, by: 1) == nil)
    #expect(Reduction.reduce(rgba: [0, 0, 0], width: 1, height: 1, by: 2) == nil)
  }
}
