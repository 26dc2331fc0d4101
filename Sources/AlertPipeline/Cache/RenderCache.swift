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
/// It lives in the output folder's ``CacheStore`` (`.alert-preview-cache.sqlite`), which holds
/// one row per alert configuration: the alert's render hash (a SHA-256 of the spec without
/// source positions, the resolved style sheet, the drawing version — ``AlertRenderer/drawingVersion``,
/// a hash of the drawing code made at build time — the formats and the PNG settings), what the
/// gallery needs of the image (``ImageSummary``) and the ``FileStamp`` of each of its files;
/// and one row per alert with its findings under its lint hash (a SHA-256 of the spec with its
/// positions, the style sheet and the linter's language resources). Whoever draws an image —
/// a worker process or a thread of the run — records its row right after its files are in
/// place, so a run killed at any step keeps every image drawn before, and its next run draws
/// only the rest. An image is reused only when its row's hash matches and each of its files
/// still has the size, modification time and inode it had when this program wrote it: a file
/// written again by anything else no longer matches, and is drawn again. A missing store
/// means everything is done again.
///
/// The store also says what this program wrote for each alert, so the files of an alert that
/// is no longer among the inputs can be removed (``removeAbsent(keeping:)``) and nothing else.
package final class RenderCache: @unchecked Sendable {
  /// The store's file name inside the output folder.
  package static let fileName = CacheStore.fileName
  /// The JSON manifest of versions before the store, removed when the store is saved.
  static let legacyFileName = ".alert-preview-cache.json"
  /// What the rows' hashes depend on besides their inputs; a change draws everything again.
  static let manifestVersion = "manifest 6"

  package let folder: String
  package let formats: [ImageFormat]
  /// What the drawing depends on besides the spec, the sheet and the settings.
  package let drawingVersion: String
  /// What made the store: the manifest and drawing versions and this program's.
  let madeBy: String
  let store: CacheStore
  /// What was done when the store on disk was damaged, as a sentence for the run to show.
  package private(set) var recovery: String?
  /// The rows as the run found them.
  private let images: [String: [String: CacheStore.ImageRow]]
  private let findingsRows: [String: CacheStore.FindingsRow]
  private let pages: [String: CacheStore.PageRow]
  private let meta: [String: String]
  private let renderSettings: String
  private let lintSettings: String
  /// The project's word list, when its project file names one.
  private let wordsFile: String?
  private let lock = NSLock()
  /// By alert id: the hashes this run noted.
  private var noted: [String: (render: String?, lint: String?)] = [:]
  /// By alert id: findings read from the store this run, as decoded.
  private var decoded: [String: [Finding]] = [:]
  /// What ``save()`` writes: findings and pages that differ from the store's.
  private var newFindings: [String: CacheStore.FindingsRow?] = [:]
  private var newPages: [String: CacheStore.PageRow?] = [:]
  private var newSheetFindings: [Finding]?
  /// The site's key and the stamps of its files, when they were all written.
  private var newSite: (key: String, stamps: String)?
  /// By alert id: the spec and its JSON without positions, as ``content(_:)`` made it.
  private var contents: [String: (spec: AlertSpec, json: String)] = [:]
  /// By folder: the project word list that applies to the specs in it.
  private var wordLists: [String: (path: String?, text: String)] = [:]

  /// Opens the store in `folder` (creating both when missing), for renders with `style`, `formats` and
  /// `pngOptions`; throws with the reason when it cannot be opened or read.
  ///
  /// `drawingVersion` is the build's hash of the drawing code; tests pass another to stand for
  /// a change to that code.
  package init(
    folder: String, style: StyleSheet, formats: [ImageFormat], pngOptions: PNGOptions,
    drawingVersion: String = AlertRenderer.drawingVersion
  ) throws {
    self.folder = folder
    self.formats = formats
    self.drawingVersion = drawingVersion
    wordsFile = style.voice.wordsFile
    // Findings depend on the linter too, which the drawing version does not cover.
    madeBy =
      "\(Self.manifestVersion); drawing \(drawingVersion); alert-preview "
      + AlertPreviewVersion.current
    let read = try Self.open(folder)
    (store, images, findingsRows, pages, meta) = read.rows
    recovery = read.recovery
    let sheet = CanonicalDescription.of(style)
    renderSettings = ContentDigest.sha256(
      [
        Self.manifestVersion, drawingVersion, "render", sheet,
        formats.map(\.rawValue).joined(separator: ","), CanonicalDescription.of(pngOptions),
        "card pictures \(CardPictures.width) px around the alert",
      ].joined(separator: "\n"))
    lintSettings = ContentDigest.sha256(
      [madeBy, "lint", sheet, LintResourcesFingerprint.of(style)].joined(separator: "\n"))
  }

  /// What the store held when the run opened it.
  private typealias Rows = (
    store: CacheStore, images: [String: [String: CacheStore.ImageRow]],
    findings: [String: CacheStore.FindingsRow], pages: [String: CacheStore.PageRow],
    meta: [String: String]
  )

  /// The store in `folder` (made, with the folder, when missing) and its rows; a damaged
  /// store is made again, and `recovery` says so.
  private static func open(_ folder: String) throws -> (rows: Rows, recovery: String?) {
    let output = OutputFolder(folder)
    try output.create()
    do {
      return (try read(folder), nil)
    } catch let error as CacheError where error.damaged {
      // Only this program writes under these names: a damaged store is made again.
      for suffix in ["", "-wal", "-shm"] { try? output.remove(fileName + suffix) }
      return (try read(folder), "\(error); it was made again, and every image is drawn again")
    }
  }

  private static func read(_ folder: String) throws -> Rows {
    let store = try CacheStore(folder: folder)
    return (store, try store.images(), try store.findings(), try store.pages(), try store.meta())
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
    // Only the label's position goes: every other field of a button (its role, whether it
    // is disabled) is part of what is drawn.
    normalised.buttons = spec.buttons.map { button in
      var button = button
      button.labelLocation = nowhere
      return button
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

  /// The images of `spec` that can be kept, by configuration slug, with their stamps: their
  /// row's hash matches and every file on disk is still the one the row describes (with the
  /// card picture, for the configurations in `cards`).
  package func reusableImages(
    _ spec: AlertSpec, hash: String, in configurations: [RenderConfiguration],
    cards: Set<String> = []
  )
    -> [String: (summary: ImageSummary, stamps: [FileStamp])]
  {
    guard let rows = images[spec.id] else { return [:] }
    var kept: [String: (summary: ImageSummary, stamps: [FileStamp])] = [:]
    for configuration in configurations {
      guard let row = rows[configuration.slug], row.hash == hash else { continue }
      let paths =
        files(spec, configuration)
        + (cards.contains(configuration.slug) ? [cardPicture(spec, configuration)] : [])
      let unchanged =
        paths.count == row.stamps.count
        && zip(paths, row.stamps).allSatisfy { FileStamp(path: $0) == $1 }
      if unchanged { kept[configuration.slug] = (row.summary, row.stamps) }
    }
    return kept
  }

  /// Records the images of `spec` just drawn in `configuration` under its render `hash`: the
  /// files' `stamps` (of the formats' files, then of the card picture when `card`).
  package func record(
    _ spec: AlertSpec, _ configuration: RenderConfiguration, hash: String,
    summary: ImageSummary, stamps: [FileStamp], card: Bool
  ) throws {
    try store.record(
      CacheStore.ImageRow(
        alert: spec.id, slug: configuration.slug, hash: hash, formats: formats, card: card,
        summary: summary, stamps: stamps))
  }

  /// Notes the render hash this run gave an alert (a page's key names it).
  package func noteRender(_ id: String, hash: String) {
    lock.lock()
    defer { lock.unlock() }
    noted[id, default: (nil, nil)].render = hash
  }

  /// The paths of the images of `spec` in `configuration`, one per format, in format order.
  package func files(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> [String] {
    formats.map { folder + "/" + OutputNames.image(id: spec.id, configuration, format: $0) }
  }

  /// The path of the card picture of `spec` in `configuration`.
  package func cardPicture(_ spec: AlertSpec, _ configuration: RenderConfiguration) -> String {
    folder + "/" + OutputNames.cardPicture(id: spec.id, slug: configuration.slug)
  }

  /// The findings of `spec` from an earlier run, when its lint hash matches.
  package func findings(_ spec: AlertSpec, hash: String) -> [Finding]? {
    guard let row = findingsRows[spec.id], row.hash == hash,
      let findings = try? JSONDecoder().decode([Finding].self, from: Data(row.json.utf8))
    else { return nil }
    lock.lock()
    decoded[spec.id] = findings
    lock.unlock()
    return findings
  }

  /// The sheet-level findings of an earlier run, when the lint settings are the same.
  package var sheetFindings: [Finding]? {
    guard meta[Self.sheetLintHashKey] == sheetLintHash,
      let json = meta[Self.sheetFindingsKey]
    else { return nil }
    return try? JSONDecoder().decode([Finding].self, from: Data(json.utf8))
  }

  /// Notes this run's findings of an alert, for ``save()``.
  package func keep(_ id: String, lintHash: String, findings: [Finding]) {
    lock.lock()
    defer { lock.unlock() }
    noted[id, default: (nil, nil)].lint = lintHash
    if findingsRows[id]?.hash == lintHash, decoded[id] == findings {
      newFindings[id] = nil
      return
    }
    newFindings[id] = CacheStore.FindingsRow(hash: lintHash, json: Self.json(findings))
  }

  /// Notes this run's sheet-level findings, for ``save()``.
  package func keepSheetFindings(_ findings: [Finding]) {
    lock.lock()
    defer { lock.unlock() }
    newSheetFindings = findings
  }

  private static let sheetLintHashKey = "sheet lint hash"
  private static let sheetFindingsKey = "sheet findings"
  /// The meta key of ``madeBy``.
  static let madeByKey = "made by"

  /// What the page of `entry` is made from: the gallery's page code, the page's title and
  /// sheet, the hashes this run noted for the alert (its spec, sheet and settings), and its
  /// images and findings as this run made them.
  package func pageKey(_ entry: GalleryEntry, in page: GalleryPage) -> String {
    lock.lock()
    let record = noted[entry.spec.id]
    lock.unlock()
    // Each image and finding field by field: `String(reflecting:)` would follow new fields by
    // itself but took a sixth of an unchanged re-run. A field added to GalleryImage or Finding
    // changes the page code, and so every page key, once; add it here too.
    var parts = [
      GalleryWriter.pagesVersion, page.title, page.styleName, record?.render ?? "-",
      record?.lint ?? "-", entry.backdrop.map { "backdrop \($0.width)x\($0.height)" } ?? "-",
    ]
    for image in entry.images {
      let fit = image.fit
      parts.append(
        [
          image.path, image.card ?? "-", image.files.joined(separator: " "), "\(image.width)",
          "\(image.height)", image.deviceName, image.orientation, image.appearance,
          image.textSize, image.locale ?? "-", "\(image.stacked)", image.emphasisedLabel ?? "-",
          "\(fit.titleLines) \(fit.stacked) \(fit.truncated) \(fit.scrolls)",
          image.crop.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "-", image.look ?? "-",
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

  /// What the site's own files (``GalleryWriter/siteFiles``) are made from: the gallery's page
  /// code, this program's version, the page's title, sheet, links, input errors and rules,
  /// and each alert's page key in the page's order (a page key covers what the index and the
  /// report show of the alert).
  package func siteKey(_ page: GalleryPage, pageKeys: [String]) -> String {
    var parts = [
      "site", GalleryWriter.pagesVersion, madeBy, page.title, page.styleName,
      page.reviewPDF ?? "-", page.creator ?? "-", CanonicalDescription.of(page.rules),
    ]
    for error in page.errors {
      parts.append("error \(error.heading)\t\(error.location)\t\(error.message)")
    }
    for (entry, key) in zip(page.entries, pageKeys) { parts.append("\(entry.spec.id) \(key)") }
    return ContentDigest.sha256(parts.joined(separator: "\n"))
  }

  /// Whether the site's own files are on disk as the last run wrote them from `key`.
  package func siteUnchanged(_ key: String) -> Bool {
    meta[Self.siteKeyKey] == key && meta[Self.siteStampsKey] == siteStamps()
  }

  /// Notes the site's key with the stamps of its own files as they are now, for ``save()``.
  package func keepSite(_ key: String) {
    let stamps = siteStamps()
    lock.lock()
    defer { lock.unlock() }
    newSite = stamps.map { (key, $0) }
  }

  /// The stamps of the site's own files, in ``GalleryWriter/siteFiles`` order; `nil` when one
  /// is missing.
  private func siteStamps() -> String? {
    let stamps = GalleryWriter.siteFiles.map { FileStamp(path: folder + "/" + $0)?.text }
    return stamps.contains(nil) ? nil : stamps.compactMap { $0 }.joined(separator: ",")
  }

  private static let siteKeyKey = "site key"
  private static let siteStampsKey = "site stamps"

  /// The ids among `keys` (page keys by alert id) whose page is on disk as the last run wrote
  /// it from the same key: it need not be built again.
  package func unchangedPages(_ keys: [String: String]) -> Set<String> {
    Set(
      keys.filter { id, key in
        guard let row = pages[id], row.key == key else { return false }
        return FileStamp(path: folder + "/" + SitePaths.alertPage(id)) == row.stamp
      }.keys)
  }

  /// Notes the pages of `keys` (page keys by alert id) with the stamps of their files
  /// (`<id>/index.html`) as they are now, for ``save()``.
  package func keepPages(_ keys: [String: String]) {
    let rows = keys.map { id, key in
      (
        id,
        FileStamp(path: folder + "/" + SitePaths.alertPage(id)).map {
          CacheStore.PageRow(key: key, stamp: $0)
        }
      )
    }
    lock.lock()
    defer { lock.unlock() }
    for (id, row) in rows where pages[id] != row { newPages[id] = .some(row) }
  }

  /// Removes what earlier runs wrote for each alert of the store that is not among `ids`: its
  /// images and card pictures, and its gallery page, each only while the file still has the
  /// stamp (size, modification time, inode) it had when this program wrote it; then its
  /// folder, if that leaves it empty; then its rows. Files are removed through
  /// ``OutputFolder``, which never follows a link, so a file this program did not write is
  /// never touched. Returns the ids whose files were looked for, sorted.
  @discardableResult
  package func removeAbsent(keeping ids: Set<String>) throws -> [String] {
    let known = Set(images.keys).union(pages.keys).union(findingsRows.keys)
    let absent = known.subtracting(ids).sorted()
    guard !absent.isEmpty else { return [] }
    let output = OutputFolder(folder)
    for id in absent {
      var stamped: [(name: String, stamp: FileStamp)] = []
      for row in (images[id] ?? [:]).values {
        stamped += zip(row.names, row.stamps).map { ($0, $1) }
      }
      if let page = pages[id] { stamped.append((SitePaths.alertPage(id), page.stamp)) }
      for file in stamped where FileStamp(path: output.path(file.name)) == file.stamp {
        try? output.remove(file.name)
      }
      try? output.removeFolder(id)
    }
    try store.write(removing: absent)
    return absent
  }

  /// Removes the files earlier runs wrote for the configurations of `items` that this run did
  /// not write again: an SVG once the formats leave SVG out, a card picture no longer drawn.
  /// Each only while it still has the stamp it had when this program wrote it, and through
  /// ``OutputFolder``, which never follows a link. Returns the names removed, sorted.
  @discardableResult
  package func removeReplaced(_ items: [RenderedItem]) -> [String] {
    let output = OutputFolder(folder)
    var removed: [String] = []
    // A reused item's files are its row's: only what was drawn again can leave files behind.
    for item in items where !item.reused {
      guard let row = images[item.spec.id]?[item.configuration.slug] else { continue }
      let written = Set((item.files + [item.card].compactMap { $0 }).map(Self.standard))
      for (name, stamp) in zip(row.names, row.stamps)
      where !written.contains(Self.standard(output.path(name)))
        && FileStamp(path: output.path(name)) == stamp
      {
        if (try? output.remove(name)) != nil { removed.append(name) }
      }
    }
    return removed.sorted()
  }

  /// `path` without `//` or `.` steps, so two spellings of one file compare equal.
  private static func standard(_ path: String) -> String {
    URL(fileURLWithPath: path).standardized.path
  }

  /// Writes this run's findings and pages into the store, those that changed only, in one
  /// transaction; removes the JSON manifest of earlier versions.
  package func save() throws {
    lock.lock()
    var meta: [String: String] = [:]
    if self.meta[Self.madeByKey] != madeBy { meta[Self.madeByKey] = madeBy }
    if let sheet = newSheetFindings {
      let json = Self.json(sheet)
      if self.meta[Self.sheetFindingsKey] != json { meta[Self.sheetFindingsKey] = json }
      if self.meta[Self.sheetLintHashKey] != sheetLintHash {
        meta[Self.sheetLintHashKey] = sheetLintHash
      }
    }
    if let site = newSite {
      if self.meta[Self.siteKeyKey] != site.key { meta[Self.siteKeyKey] = site.key }
      if self.meta[Self.siteStampsKey] != site.stamps { meta[Self.siteStampsKey] = site.stamps }
    }
    let findings = newFindings
    let pages = newPages
    lock.unlock()
    try store.write(findings: findings, pages: pages, meta: meta)
    let output = OutputFolder(folder)
    if FileStamp(path: output.path(Self.legacyFileName)) != nil {
      try output.remove(Self.legacyFileName)
    }
  }

  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding a plain Codable value cannot fail; a random string would only miss the cache.
    let data = (try? encoder.encode(value)) ?? Data(UUID().uuidString.utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
