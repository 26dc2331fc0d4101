import AlertGallery
import AlertLayout
import AlertLint
import AlertRender
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// Remembers what each alert's images and findings were made from, so a re-run redoes only
/// what changed.
///
/// The manifest (`.alert-preview-cache.json` in the output folder) holds one record per alert:
/// a SHA-256 of the spec (without source positions), the resolved style sheet, the drawing
/// version (``AlertRenderer/drawingVersion``, a hash of the drawing code made at build time),
/// the formats and the PNG settings, with what the gallery needs of each configuration
/// (``ImageSummary``); and a SHA-256 of the spec with its positions, the style sheet and the
/// linter's language resources, with the alert's findings. An image is reused only when its
/// alert's hash matches and each of its files still has the size, modification time and inode
/// it had when this program wrote it (``FileStamp``): a run killed after drawing and before
/// saving its manifest leaves files the old manifest does not describe, and they are drawn
/// again. A missing or unreadable manifest means everything is done again. The manifest is
/// rewritten only when its bytes change.
///
/// It also says what this program wrote for each alert, so the files of an alert that is no
/// longer among the inputs can be removed (``removeAbsent(keeping:)``) and nothing else.
package final class RenderCache: @unchecked Sendable {
  /// The manifest's file name inside the output folder.
  package static let fileName = ".alert-preview-cache.json"
  /// The manifest's layout; a manifest of another layout is not reused.
  static let manifestVersion = "manifest 5"

  /// Everything the manifest knows about one alert.
  package struct Record: Codable, Sendable, Equatable {
    var renderHash: String?
    /// By configuration slug (`iphone-se.portrait.light@2x`).
    var images: [String: ImageSummary] = [:]
    /// By configuration slug: the stamps of its files as written, in format order.
    var stamps: [String: [FileStamp]] = [:]
    var lintHash: String?
    var findings: [Finding]?
    /// The stamp of the alert's gallery page as written, when the gallery showed it.
    var page: FileStamp?
    /// What the page was made from (``pageKey(_:in:)``).
    var pageKey: String?
  }

  struct Manifest: Codable, Equatable {
    var version: String
    /// The formats of every configuration's files, in the order of its stamps (a card picture,
    /// when there is one, comes last).
    var formats: [ImageFormat]?
    /// By alert id.
    var alerts: [String: Record]
    /// Findings about the style sheet itself, under the hash of the lint settings.
    var sheetLintHash: String?
    var sheetFindings: [Finding]?
  }

  package let folder: String
  package let formats: [ImageFormat]
  /// What the drawing depends on besides the spec, the sheet and the settings.
  package let drawingVersion: String
  private let previous: Manifest
  /// The manifest on disk whatever its version: what earlier runs wrote, for removals.
  private let written: Manifest?
  private let previousData: Data?
  private let renderSettings: String
  private let lintSettings: String
  /// The project's word list, when its project file names one.
  private let wordsFile: String?
  private let lock = NSLock()
  private var next: Manifest
  /// By alert id: the spec and its JSON without positions, as ``content(_:)`` made it.
  private var contents: [String: (spec: AlertSpec, json: String)] = [:]
  /// By folder: the project word list that applies to the specs in it.
  private var wordLists: [String: (path: String?, text: String)] = [:]

  /// Reads the manifest in `folder`, for renders with `style`, `formats` and `pngOptions`.
  ///
  /// `drawingVersion` is the build's hash of the drawing code; tests pass another to stand for
  /// a change to that code.
  package init(
    folder: String, style: StyleSheet, formats: [ImageFormat], pngOptions: PNGOptions,
    drawingVersion: String = AlertRenderer.drawingVersion
  ) {
    self.folder = folder
    self.formats = formats
    self.drawingVersion = drawingVersion
    wordsFile = style.voice.wordsFile
    // Findings depend on the linter too, which the drawing version does not cover.
    let version =
      "\(Self.manifestVersion); drawing \(drawingVersion); alert-preview "
      + AlertPreviewVersion.current
    let empty = Manifest(version: version, formats: formats, alerts: [:])
    let data = FileManager.default.contents(atPath: folder + "/" + Self.fileName)
    let manifest = data.flatMap { try? JSONDecoder().decode(Manifest.self, from: $0) }
    previous = manifest?.version == version ? manifest ?? empty : empty
    written = manifest
    previousData = data
    next = empty
    let sheet = CanonicalDescription.of(style)
    renderSettings = ContentDigest.sha256(
      [
        Self.manifestVersion, drawingVersion, "render", sheet,
        formats.map(\.rawValue).joined(separator: ","), CanonicalDescription.of(pngOptions),
        "card pictures \(CardPictures.width) px",
      ].joined(separator: "\n"))
    lintSettings = ContentDigest.sha256(
      [version, "lint", sheet, LintResourcesFingerprint.of(style)].joined(separator: "\n"))
  }

  /// The render hash of `spec`: its content without source positions, with this run's settings.
  package func renderHash(_ spec: AlertSpec) -> String {
    ContentDigest.sha256(
      renderSettings + "\n" + BackdropFile.fingerprint(of: spec) + "\n" + content(spec))
  }

  /// The lint hash of `spec`: its content and source positions (findings name them), with the
  /// style sheet and language resources.
  /// `measured` names what the measured rules look at beyond the sheet (the text sizes and
  /// locales of the run), so findings made at other sizes are not reused.
  package func lintHash(_ spec: AlertSpec, measured: String = "") -> String {
    // The project word list above the spec is part of what the findings depend on.
    let words = projectWords(forSpecFile: spec.locations[""]?.file ?? "")
    var data = Data(
      (lintSettings + "\n" + measured + "\n" + (words.path ?? "") + "\n" + words.text + "\n"
        + content(spec) + "\n").utf8)
    Self.appendPositions(of: spec, to: &data)
    return ContentDigest.sha256(data)
  }

  /// The project word list for a spec in `file`, looked for once per folder and run.
  private func projectWords(forSpecFile file: String) -> (path: String?, text: String) {
    let folder = (file as NSString).deletingLastPathComponent
    lock.lock()
    let known = wordLists[folder]
    lock.unlock()
    if let known { return known }
    let found = ProjectWords.find(forSpecFile: file, list: wordsFile)
    lock.lock()
    wordLists[folder] = (found.path, found.text)
    lock.unlock()
    return (found.path, found.text)
  }

  /// `spec` as JSON without its source positions, made once per spec and run (the render and
  /// the lint hash both need it).
  private func content(_ spec: AlertSpec) -> String {
    lock.lock()
    let known = contents[spec.id]
    lock.unlock()
    if let known, known.spec == spec { return known.json }
    var normalised = spec
    normalised.locations = [:]
    normalised.textPositions = [:]
    let nowhere = SourceLocation(file: "", line: 0, column: 0)
    normalised.buttons = spec.buttons.map {
      AlertButton(label: $0.label, role: $0.role, labelLocation: nowhere)
    }
    let json = Self.json(normalised)
    lock.lock()
    contents[spec.id] = (spec, json)
    lock.unlock()
    return json
  }

  /// Every source position of `spec` (fields, button labels, each character of each text) as
  /// bytes: what JSON would say of them, without spelling out each character's line and column.
  private static func appendPositions(of spec: AlertSpec, to data: inout Data) {
    func add(_ text: String) { data.append(contentsOf: Array(text.utf8) + [0]) }
    for (key, location) in spec.locations.sorted(by: { $0.key < $1.key }) {
      add("\(key) \(location.file):\(location.line):\(location.column)")
    }
    for button in spec.buttons {
      let location = button.labelLocation
      add("button \(location.file):\(location.line):\(location.column)")
    }
    for (key, positions) in spec.textPositions.sorted(by: { $0.key < $1.key }) {
      add("\(key) \(positions.lines.count) \(positions.columns.count)")
      positions.lines.withUnsafeBytes { data.append(contentsOf: $0) }
      positions.columns.withUnsafeBytes { data.append(contentsOf: $0) }
    }
  }

  /// The lint hash of the sheet-level findings.
  package var sheetLintHash: String { lintSettings }

  /// The images of `spec` that can be kept, by configuration slug, with their stamps: its hash
  /// matches and every file on disk is still the one the manifest describes (with the card
  /// picture, for the configurations in `cards`).
  package func reusableImages(
    _ spec: AlertSpec, hash: String, in configurations: [RenderConfiguration],
    cards: Set<String> = []
  )
    -> [String: (summary: ImageSummary, stamps: [FileStamp])]
  {
    guard let record = previous.alerts[spec.id], record.renderHash == hash else { return [:] }
    var kept: [String: (summary: ImageSummary, stamps: [FileStamp])] = [:]
    for configuration in configurations {
      guard let summary = record.images[configuration.slug],
        let stamps = record.stamps[configuration.slug]
      else { continue }
      let paths =
        files(spec, configuration)
        + (cards.contains(configuration.slug) ? [cardPicture(spec, configuration)] : [])
      let unchanged =
        paths.count == stamps.count
        && zip(paths, stamps).allSatisfy { FileStamp(path: $0) == $1 }
      if unchanged { kept[configuration.slug] = (summary, stamps) }
    }
    return kept
  }

  /// The paths of the images of `spec` in `configuration`, one per format, in format order.
  package func files(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> [String] {
    formats.map { folder + "/" + OutputNames.image(id: spec.id, configuration, format: $0) }
  }

  /// The path of the card picture of `spec` in `configuration`.
  package func cardPicture(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> String {
    folder + "/" + OutputNames.cardPicture(id: spec.id, slug: configuration.slug)
  }

  /// The findings of `spec` from the previous run, when its lint hash matches.
  package func findings(_ spec: AlertSpec, hash: String) -> [Finding]? {
    guard let record = previous.alerts[spec.id], record.lintHash == hash else { return nil }
    return record.findings
  }

  /// The sheet-level findings of the previous run, when the lint settings are the same.
  package var sheetFindings: [Finding]? {
    previous.sheetLintHash == sheetLintHash ? previous.sheetFindings : nil
  }

  /// Notes this run's images of an alert, with the stamps of their files, for the next
  /// manifest.
  package func keep(
    _ id: String, renderHash: String, images: [String: ImageSummary],
    stamps: [String: [FileStamp]]
  ) {
    update(id) {
      $0.renderHash = renderHash
      $0.images = images
      $0.stamps = stamps
    }
  }

  /// Notes this run's findings of an alert for the next manifest.
  package func keep(_ id: String, lintHash: String, findings: [Finding]) {
    update(id) {
      $0.lintHash = lintHash
      $0.findings = findings
    }
  }

  /// Notes this run's sheet-level findings for the next manifest.
  package func keepSheetFindings(_ findings: [Finding]) {
    lock.lock()
    defer { lock.unlock() }
    next.sheetLintHash = sheetLintHash
    next.sheetFindings = findings
  }

  /// What the page of `entry` is made from: the gallery's page code, the page's title and
  /// sheet, the hashes this run noted for the alert (its spec, sheet and settings), and its
  /// images and findings as this run made them.
  package func pageKey(_ entry: GalleryEntry, in page: GalleryPage) -> String {
    lock.lock()
    let record = next.alerts[entry.spec.id]
    lock.unlock()
    // Each image and finding field by field: `String(reflecting:)` would follow new fields by
    // itself but took a sixth of an unchanged re-run. A field added to GalleryImage or Finding
    // changes the page code, and so every page key, once; add it here too.
    var parts = [
      GalleryWriter.pagesVersion, page.title, page.styleName, record?.renderHash ?? "-",
      record?.lintHash ?? "-",
    ]
    for image in entry.images {
      let fit = image.fit
      parts.append(
        [
          image.path, image.card ?? "-", image.files.joined(separator: " "), "\(image.width)",
          "\(image.height)", image.deviceName, image.orientation, image.appearance,
          image.textSize, image.locale ?? "-", "\(image.stacked)", image.emphasisedLabel ?? "-",
          "\(fit.titleLines) \(fit.stacked) \(fit.truncated) \(fit.scrolls)",
        ].joined(separator: "\t"))
      for button in image.buttonsInVisualOrder {
        parts.append("button \(button.role.rawValue) \(button.labelLocation) \(button.label)")
      }
    }
    for finding in entry.findings {
      parts.append(
        [
          finding.ruleID, "\(finding.severity)", finding.message, "\(finding.location)",
          finding.endLocation.map { "\($0)" } ?? "-", finding.alertID, finding.field,
          finding.configuration ?? "-", finding.suppression ?? "-",
        ].joined(separator: "\t"))
    }
    return ContentDigest.sha256(parts.joined(separator: "\n"))
  }

  /// The ids among `keys` (page keys by alert id) whose page is on disk as the last run wrote
  /// it from the same key: it need not be built again.
  package func unchangedPages(_ keys: [String: String]) -> Set<String> {
    Set(
      keys.filter { id, key in
        guard let record = previous.alerts[id], record.pageKey == key, let stamp = record.page
        else { return false }
        return FileStamp(path: folder + "/" + SitePaths.alertPage(id)) == stamp
      }.keys)
  }

  /// Notes the pages of `keys` (page keys by alert id) with the stamps of their files
  /// (`<id>/index.html`) as they are now.
  package func keepPages(_ keys: [String: String]) {
    let stamps = keys.map {
      ($0.key, $0.value, FileStamp(path: folder + "/" + SitePaths.alertPage($0.key)))
    }
    lock.lock()
    defer { lock.unlock() }
    for (id, key, stamp) in stamps {
      next.alerts[id, default: Record()].page = stamp
      next.alerts[id, default: Record()].pageKey = stamp == nil ? nil : key
    }
  }

  /// Removes what earlier runs wrote for each alert of the manifest on disk that is not among
  /// `ids`: its images and card pictures, and its gallery page, each only while the file still
  /// has the stamp (size, modification time, inode) it had when this program wrote it; then
  /// its folder, if that leaves it empty. Files are removed through ``OutputFolder``, which
  /// never follows a link, so a file this program did not write is never touched. Returns the
  /// ids whose files were looked for, sorted.
  @discardableResult
  package func removeAbsent(keeping ids: Set<String>) -> [String] {
    guard let written else { return [] }
    let output = OutputFolder(folder)
    let formats = written.formats ?? []
    var removed: [String] = []
    for (id, record) in written.alerts.sorted(by: { $0.key < $1.key }) where !ids.contains(id) {
      var stamped: [(name: String, stamp: FileStamp)] = []
      for (slug, stamps) in record.stamps {
        var names = formats.map { OutputNames.image(id: id, slug: slug, format: $0) }
        if stamps.count == names.count + 1 {
          names.append(OutputNames.cardPicture(id: id, slug: slug))
        }
        stamped += zip(names, stamps).map { ($0, $1) }
      }
      if let page = record.page { stamped.append((SitePaths.alertPage(id), page)) }
      for file in stamped where FileStamp(path: output.path(file.name)) == file.stamp {
        try? output.remove(file.name)
      }
      try? output.removeFolder(id)
      removed.append(id)
    }
    return removed
  }

  /// Writes the manifest of this run, replacing the old one atomically when its bytes changed.
  package func save() throws {
    lock.lock()
    let manifest = next
    lock.unlock()
    // The same manifest as the one read encodes to the same bytes: no need to make them.
    if previousData != nil, manifest == previous { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(manifest)
    guard data != previousData else { return }
    try OutputFolder(folder).write(data, to: Self.fileName)
  }

  private func update(_ id: String, _ change: (inout Record) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    change(&next.alerts[id, default: Record()])
  }

  private static func json(_ spec: AlertSpec) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding a plain Codable struct cannot fail; a random string would only miss the cache.
    let data = (try? encoder.encode(spec)) ?? Data(UUID().uuidString.utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
