import AlertLayout
import AlertRender
import AlertSpec
import AlertSupport
import Foundation
import Testing

/// Rendering on several threads at once: text in every script the sheet draws, PNG and SVG.
/// Before all font work moved to the font thread this crashed inside FreeType in about one run
/// of four; now every thread's output must equal the one-thread render byte for byte.
@Suite struct ParallelRenderTests {
  static let corpus = SpecLoader.load(paths: [
    RenderFixtures.root.appendingPathComponent("Tests/Stress/mixed-scripts").path
  ]).alerts

  @Test func theStressCorpusHasEveryScript() {
    let locales = Set(Self.corpus.compactMap(\.locale))
    #expect(
      locales.isSuperset(of: [
        "ar", "ko", "ja", "zh-Hans", "zh-Hant", "zh-HK", "th", "he", "hi", "en-US",
      ]))
  }

  @Test(arguments: [ImageFormat.svg, .png])
  func fourThreadsDrawWhatOneThreadDraws(_ format: ImageFormat) throws {
    let configuration = RenderFixtures.configuration("iphone-se", .portrait, .light)
    let renderer = AlertRenderer(style: RenderFixtures.style)
    @Sendable func draw(_ spec: AlertSpec) -> Data? {
      try? format == .svg
        ? renderer.svg(spec, in: configuration) : renderer.png(spec, in: configuration)
    }
    let serial = Self.corpus.map(draw)
    for _ in 0..<3 {
      let parallel = Parallel.map(Self.corpus.count, threads: 4) { draw(Self.corpus[$0]) }
      for (index, spec) in Self.corpus.enumerated() {
        #expect(parallel[index] != nil && parallel[index] == serial[index], "\(spec.id)")
      }
    }
  }

  @Test func fontThreadRunsReentrantlyAndPassesErrorsBack() throws {
    struct Refused: Error {}
    #expect(!FontThread.isCurrent)
    let nested = FontThread.run { FontThread.isCurrent && FontThread.run { FontThread.isCurrent } }
    #expect(nested)
    #expect(throws: Refused.self) { try FontThread.run { () throws(Refused) in throw Refused() } }
  }
}
