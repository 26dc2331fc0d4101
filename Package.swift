// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's host libraries (SwiftSyntax, SwiftParser): `../lib/swift/host` beside the
/// real path of the `swift` on `PATH`, the toolchain building this package, or the folder
/// `ALERT_PREVIEW_SWIFT_HOST` names (where `swift` is a shim, such as Xcode's `/usr/bin/swift`).
let swiftHostLibraries: String = {
  let environment = ProcessInfo.processInfo.environment
  if let host = environment["ALERT_PREVIEW_SWIFT_HOST"], !host.isEmpty { return host }
  let path = environment["PATH"] ?? ""
  for folder in path.split(separator: ":") {
    let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: host + "/SwiftParser.swiftmodule") else {
      fatalError(
        "alert-preview needs the toolchain's SwiftParser host library, but \(host) has no "
          + "SwiftParser.swiftmodule; use a Swift 6 toolchain from swift.org that ships "
          + "lib/swift/host, first on PATH, or set ALERT_PREVIEW_SWIFT_HOST to its lib/swift/host")
    }
    return host
  }
  fatalError(
    "alert-preview cannot find `swift` on PATH to locate its SwiftParser host library; put the "
      + "toolchain's usr/bin first on PATH")
}()

/// Lets a target (and those importing it) see the host SwiftSyntax modules.
let swiftHostImport: [SwiftSetting] = [.unsafeFlags(["-I", swiftHostLibraries])]

let package = Package(
  name: "alert-preview",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "alert-preview", targets: ["alert-preview"]),
    .library(
      name: "AlertPreview",
      targets: [
        "AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "AlertLint", "AlertGallery",
        "AlertSnapshot", "AlertReview",
      ]),
    // `swift package alert-preview …` and `swift package alert-preview-lint …` in a package
    // that depends on this one. (Not named alert-preview: SwiftPM ignores a second product of
    // the same name.)
    .plugin(
      name: "AlertPreviewPlugins", targets: ["AlertPreviewPlugin", "AlertPreviewLintPlugin"]),
  ],
  dependencies: [],
  targets: [
    // C libraries
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    // libdeflate's vectorised Adler-32 and CRC-32 for the PNG writer's checksums.
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    .target(
      name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"],
      linkerSettings: [.linkedLibrary("z")]),
    // ICU's word boundaries for scripts written without spaces (Japanese, Chinese, Thai);
    // Debian's libicu-dev. Plain C types only cross its header (Foundation carries its own ICU).
    .target(name: "CWordBreaks", linkerSettings: [.linkedLibrary("icuuc")]),
    // Cairo's own pixel library: the Gaussian blur behind a backdrop.
    .systemLibrary(
      name: "CPixman", pkgConfig: "pixman-1",
      providers: [.apt(["libpixman-1-dev"]), .brew(["pixman"])]),
    .systemLibrary(
      name: "CHunspell", pkgConfig: "hunspell",
      providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]),
    // The fidelity suite's colour difference (CIEDE2000).
    .systemLibrary(
      name: "CLCMS2", pkgConfig: "lcms2",
      providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
    .systemLibrary(
      name: "CSoup", pkgConfig: "libsoup-3.0",
      providers: [.apt(["libsoup-3.0-dev"]), .brew(["libsoup"])]),
    // The project file (`.alert-preview.yml`).
    // The render cache several processes share (`.alert-preview-cache.sqlite`).
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .systemLibrary(
      name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),

    // Core
    .target(name: "AlertSupport"),
    .target(name: "AlertSpec", dependencies: ["AlertSupport"]),
    .target(name: "AlertStrings", dependencies: ["AlertSpec", "AlertSupport"]),
    // Sources/StyleSheet/Styles is a link to Styles/, so that SwiftPM, which plans the build
    // again only when a target's folder changes, sees a sheet or lexicon file added or removed
    // there and runs EmbedResourcesPlugin and DrawingVersionPlugin again.
    .target(
      name: "StyleSheet", dependencies: ["AlertSupport", "CLibXML2"], exclude: ["Styles"],
      plugins: ["EmbedResourcesPlugin"]),
    .target(name: "AlertMarkup", dependencies: ["CLibXML2"]),
    .target(
      name: "AlertLayout", dependencies: ["AlertSpec", "StyleSheet", "CPangoCairo", "CCairo"]),
    .target(
      name: "AlertRender",
      dependencies: [
        "AlertLayout", "AlertSupport", "AlertMarkup", "CCairo", "CPangoCairo", "CPNGCodec",
        "CPixman",
      ],
      plugins: ["DrawingVersionPlugin"]),
    .target(
      name: "AlertLint",
      dependencies: [
        "AlertSpec", "StyleSheet", "AlertLayout", "AlertSupport", "AlertMarkup", "CHunspell",
        "CWordBreaks",
      ]),
    .target(
      name: "AlertGallery",
      dependencies: ["AlertSpec", "AlertLint", "AlertSupport", "AlertMarkup", "StyleSheet"],
      exclude: ["Assets"], plugins: ["DrawingVersionPlugin", "EmbedResourcesPlugin"]),
    .target(name: "AlertFidelity", dependencies: ["AlertSupport", "CLCMS2", "CPixman"]),
    // Parses Swift with the toolchain's own SwiftParser; only this target and the CLI link it.
    .target(
      name: "AlertSwiftSource", dependencies: ["AlertSpec", "AlertStrings", "AlertSupport"],
      swiftSettings: swiftHostImport,
      linkerSettings: [
        .unsafeFlags([
          "-L", swiftHostLibraries, "-lSwiftParser", "-lSwiftSyntax",
          "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries,
        ])
      ]),
    .target(
      name: "AlertSnapshot",
      dependencies: [
        "AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "AlertSupport", "AlertMarkup",
      ],
      exclude: ["Assets"], plugins: ["EmbedResourcesPlugin"]),
    // The PDF review pack: lint's findings drawn above the renders (cairo only in Cairo/).
    .target(
      name: "AlertReview",
      dependencies: [
        "AlertLint", "AlertRender", "AlertLayout", "AlertSpec", "StyleSheet", "CCairo",
        "CPangoCairo",
      ]),

    // Run: what the commands share (options, the configurations they choose).
    .target(
      name: "AlertRun",
      dependencies: ["AlertLayout", "AlertRender", "AlertSpec", "AlertSupport", "StyleSheet"],
      plugins: ["VersionPlugin"]),
    // Pipeline: the run the gallery, the server and shards share (inputs → render with the
    // cache → lint → pages).
    .target(
      name: "AlertPipeline",
      dependencies: [
        "AlertRun", "AlertGallery", "AlertLint", "AlertSpec", "AlertStrings", "AlertSwiftSource",
        "AlertLayout", "AlertRender", "AlertReview", "AlertSnapshot", "AlertSupport", "StyleSheet",
        "CSQLite",
      ],
      swiftSettings: swiftHostImport),
    // The local web app behind `alert-preview serve` (libsoup only in its *+Soup.swift files).
    .target(
      name: "AlertServe",
      dependencies: [
        "AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "AlertLint", "AlertGallery",
        "AlertMarkup", "AlertSupport", "AlertRun", "AlertPipeline", "AlertStrings", "CSoup",
      ],
      exclude: ["Assets"], swiftSettings: swiftHostImport, plugins: ["EmbedResourcesPlugin"]),

    // Command line
    // The edge: every option declared once, the parser, help, the project file and `config`.
    .target(
      name: "AlertCommandLine",
      dependencies: [
        "AlertRun", "AlertPipeline", "AlertLint", "AlertSnapshot", "AlertRender", "AlertReview",
        "AlertLayout",
        "AlertSupport", "StyleSheet", "CYAML",
      ],
      swiftSettings: swiftHostImport),
    .executableTarget(
      name: "alert-preview",
      dependencies: [
        "AlertCommandLine",
        "AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "AlertGallery", "AlertSupport",
        "AlertLint", "AlertSnapshot", "AlertSwiftSource", "AlertStrings", "AlertRun", "AlertServe",
        "AlertPipeline", "AlertReview",
      ],
      swiftSettings: swiftHostImport),

    // Build plugin: `AlertRenderer.drawingVersion` and `GalleryWriter.pagesVersion`, hashes of
    // the sources that draw and that write pages, generated at build time (the gallery cache's
    // keys), by a tool built for the host.
    .executableTarget(name: "DrawingVersionTool"),
    .plugin(
      name: "DrawingVersionPlugin", capability: .buildTool(), dependencies: ["DrawingVersionTool"]),
    // Build plugin: the files of `Styles/` (sheets, schema, lexicon) and the gallery's and
    // serve's `Assets/` (CSS, JavaScript) compiled into their targets as string constants, so
    // they stay real files and a copied binary still has them.
    .executableTarget(name: "EmbedResourcesTool", dependencies: ["CLibXML2"]),
    .plugin(
      name: "EmbedResourcesPlugin", capability: .buildTool(), dependencies: ["EmbedResourcesTool"]),
    // Build plugin: `AlertPreviewVersion.current` from scripts/version.sh (`git describe`, or
    // VERSION outside a git checkout), before every build.
    .plugin(name: "VersionPlugin", capability: .buildTool()),

    // Command plugins: the `alert-preview` tool on the package that depends on this one.
    .plugin(
      name: "AlertPreviewPlugin",
      capability: .command(
        intent: .custom(
          verb: "alert-preview",
          description: "Runs alert-preview (lint, render, gallery, snapshot…) in this package"),
        permissions: [
          .writeToPackageDirectory(
            reason: "render, gallery and snapshot write images, pages and references into the "
              + "folders their --out and --references options name")
        ]),
      dependencies: ["alert-preview"]),
    .plugin(
      name: "AlertPreviewLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "alert-preview-lint",
          description: "Lints this package's alert specs with alert-preview (writes nothing)")),
      dependencies: ["alert-preview"]),

    .executableTarget(
      name: "alert-preview-bench",
      dependencies: [
        "AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "AlertLint", "AlertSnapshot",
        "FidelityCases", "LintCorpus",
      ]),

    // Fuzzing: libFuzzer targets, built with the fuzzer by scripts/fuzz.sh (`make fuzz`);
    // `swift build` makes them replayers of crash files.
    .systemLibrary(name: "CLibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Sources/Fuzz/Support"),
    .executableTarget(
      name: "FuzzSpecParser", dependencies: ["AlertSpec", "FuzzSupport"],
      path: "Sources/Fuzz/SpecParser"),
    .executableTarget(
      name: "FuzzStyleSheetReader", dependencies: ["StyleSheet", "FuzzSupport"],
      path: "Sources/Fuzz/StyleSheetReader"),
    .executableTarget(
      name: "FuzzLayoutAndDraw",
      dependencies: ["AlertSpec", "StyleSheet", "AlertLayout", "AlertRender", "FuzzSupport"],
      path: "Sources/Fuzz/LayoutAndDraw"),

    // Tests
    .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
    // The real-iOS screenshot cases, shared by the fidelity tests and `make fidelity`.
    .target(
      name: "FidelityCases",
      dependencies: ["AlertFidelity", "AlertRender", "AlertLayout", "AlertSpec", "StyleSheet"],
      path: "Tests/FidelityCases"),
    // The real-world lint corpus's scoring, shared by the lint tests and `make lint-corpus`.
    .target(
      name: "LintCorpus", dependencies: ["AlertLint", "AlertSpec", "StyleSheet"],
      path: "Tests/LintCorpus"),
    .testTarget(name: "AlertSupportTests", dependencies: ["AlertSupport"]),
    .testTarget(name: "AlertSpecTests", dependencies: ["AlertSpec"]),
    .testTarget(
      name: "AlertStringsTests",
      dependencies: ["AlertStrings", "AlertSpec", "AlertLint", "AlertLayout", "StyleSheet"]),
    .testTarget(name: "StyleSheetTests", dependencies: ["StyleSheet"]),
    .testTarget(
      name: "AlertLayoutTests", dependencies: ["AlertLayout", "AlertSpec", "StyleSheet"]),
    .testTarget(
      name: "AlertRenderTests",
      dependencies: ["AlertRender", "AlertLayout", "AlertSpec", "StyleSheet", "GoldenFiles"],
      exclude: ["__Snapshots__", "Fixtures"]),
    .testTarget(
      name: "AlertReviewTests",
      dependencies: [
        "AlertReview", "AlertLint", "AlertRender", "AlertLayout", "AlertSpec", "StyleSheet",
      ]),
    .testTarget(
      name: "AlertFidelityTests",
      dependencies: [
        "AlertFidelity", "FidelityCases", "AlertRender", "AlertLayout", "AlertSpec", "StyleSheet",
      ]),
    .testTarget(name: "AlertMarkupTests", dependencies: ["AlertMarkup"]),
    .testTarget(
      name: "AlertGalleryTests",
      dependencies: ["AlertGallery", "AlertLint", "AlertSpec", "AlertMarkup"]),
    .testTarget(
      name: "AlertLintTests",
      dependencies: [
        "AlertLint", "AlertSpec", "StyleSheet", "AlertLayout", "GoldenFiles", "LintCorpus",
        "AlertStrings",
      ],
      exclude: [
        "Reporters/__Snapshots__", "Reporters/sarif-schema-2.1.0.json", "RealWorld/apps",
        "RealWorld/apps.json", "RealWorld/README.md",
      ]),
    .testTarget(
      name: "AlertSnapshotTests",
      dependencies: ["AlertSnapshot", "AlertRender", "AlertLayout", "AlertSpec", "StyleSheet"]),
    .testTarget(
      name: "AlertSwiftSourceTests",
      dependencies: ["AlertSwiftSource", "AlertSpec", "AlertStrings"],
      swiftSettings: swiftHostImport),
    .testTarget(
      name: "AlertPipelineTests",
      dependencies: [
        "AlertPipeline", "AlertRun", "AlertRender", "AlertLayout", "AlertSnapshot", "AlertSpec",
        "StyleSheet", "AlertLint", "AlertSwiftSource",
      ],
      swiftSettings: swiftHostImport),
    .testTarget(
      name: "AlertCommandLineTests",
      dependencies: ["AlertCommandLine", "AlertSpec", "GoldenFiles"],
      swiftSettings: swiftHostImport),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["alert-preview", "AlertPipeline", "AlertRender", "GoldenFiles"],
      exclude: ["__Snapshots__"], swiftSettings: swiftHostImport),
  ]
)
