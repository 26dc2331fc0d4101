import AlertLayout
import AlertLint
import AlertRender
import AlertSupport
import Foundation

/// The render cache's database in an output folder (`.alert-preview-cache.sqlite`, SQLite in
/// WAL mode), shared by a run and its worker processes: whoever draws an image records it
/// (``record(_:)``) in its own transaction right after the image's files are in place, so a
/// run killed at any point keeps every image recorded before, and a record never describes
/// files that are not complete. The run writes findings and pages at its end
/// (``write(findings:pages:meta:removing:)``), in one transaction.
///
/// One connection per store, used under a lock by the threads of one process. A store of
/// another layout (``schemaVersion``) is emptied and made again.
final class CacheStore: @unchecked Sendable {
  /// The database's file name inside the output folder (SQLite adds `-wal` and `-shm` while
  /// it is open).
  static let fileName = ".alert-preview-cache.sqlite"
  /// The tables' layout, kept in `PRAGMA user_version`.
  static let schemaVersion = 2

  /// One alert configuration's image files as they were written.
  struct ImageRow: Equatable {
    var alert: String
    var slug: String
    /// The alert's render hash (``RenderCache/renderHash(_:)``) when it was drawn.
    var hash: String
    var formats: [ImageFormat]
    /// Whether a card picture follows the formats' files.
    var card: Bool
    var summary: ImageSummary
    /// The stamps of the formats' files, then of the card picture.
    var stamps: [FileStamp]

    /// The files' names in the folder, in the order of `stamps`.
    var names: [String] {
      formats.map { OutputNames.image(id: alert, slug: slug, format: $0) }
        + (card ? [OutputNames.cardPicture(id: alert, slug: slug)] : [])
    }
  }

  /// An alert's findings, by its lint hash.
  struct FindingsRow: Equatable {
    var hash: String
    /// The findings as JSON, decoded only when asked for.
    var json: String
  }

  /// An alert's gallery page as it was written, with the key it was made from.
  struct PageRow: Equatable {
    var key: String
    var stamp: FileStamp
  }

  let path: String
  private let database: SQLiteDatabase
  private let lock = NSLock()

  /// Opens the store in `folder` (which must exist), creating it when missing.
  init(folder: String) throws {
    path = folder + "/" + Self.fileName
    database = try SQLiteDatabase(path: path)
    var version = 0
    try database.run("PRAGMA user_version") { version = $0.int(0) }
    guard version != Self.schemaVersion else { return }
    try database.transaction {
      // Another process may have made the tables since: looked at again inside the lock.
      try database.run("PRAGMA user_version") { version = $0.int(0) }
      guard version != Self.schemaVersion else { return }
      try database.execute(
        """
        DROP TABLE IF EXISTS images; DROP TABLE IF EXISTS findings;
        DROP TABLE IF EXISTS pages; DROP TABLE IF EXISTS meta;
        CREATE TABLE images(
          alert TEXT NOT NULL, slug TEXT NOT NULL, hash TEXT NOT NULL, formats TEXT NOT NULL,
          card INTEGER NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
          button_order TEXT NOT NULL, stacked INTEGER NOT NULL, emphasised TEXT,
          title_lines INTEGER NOT NULL, truncated INTEGER NOT NULL, scrolls INTEGER NOT NULL,
          stamps TEXT NOT NULL, crop TEXT, PRIMARY KEY (alert, slug)) WITHOUT ROWID;
        CREATE TABLE findings(
          alert TEXT PRIMARY KEY, hash TEXT NOT NULL, json TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE pages(
          alert TEXT PRIMARY KEY, key TEXT NOT NULL, stamp TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        PRAGMA user_version = \(Self.schemaVersion);
        """)
    }
  }

  /// Every image row, by alert id then configuration slug.
  func images() throws -> [String: [String: ImageRow]] {
    var rows: [String: [String: ImageRow]] = [:]
    try locked {
      try database.run(
        """
        SELECT alert, slug, hash, formats, card, width, height, button_order, stacked, emphasised,
          title_lines, truncated, scrolls, stamps, crop FROM images
        """
      ) { row in
        let formats = (row.text(3) ?? "").split(separator: " ").compactMap {
          ImageFormat(rawValue: String($0))
        }
        let stamps = (row.text(13) ?? "").split(separator: ",").compactMap {
          FileStamp(text: String($0))
        }
        let summary = ImageSummary(
          width: row.double(5), height: row.double(6),
          buttonOrder: (row.text(7) ?? "").split(separator: " ").compactMap { Int($0) },
          stacked: row.int(8) != 0, emphasisedLabel: row.isNull(9) ? nil : row.text(9),
          titleLines: row.int(10), truncated: row.int(11) != 0, scrolls: row.int(12) != 0,
          crop: Self.rect(row.isNull(14) ? nil : row.text(14)))
        let image = ImageRow(
          alert: row.text(0) ?? "", slug: row.text(1) ?? "", hash: row.text(2) ?? "",
          formats: formats, card: row.int(4) != 0, summary: summary, stamps: stamps)
        rows[image.alert, default: [:]][image.slug] = image
      }
    }
    return rows
  }

  /// Every alert's findings row, by alert id.
  func findings() throws -> [String: FindingsRow] {
    var rows: [String: FindingsRow] = [:]
    try locked {
      try database.run("SELECT alert, hash, json FROM findings") { row in
        rows[row.text(0) ?? ""] = FindingsRow(hash: row.text(1) ?? "", json: row.text(2) ?? "")
      }
    }
    return rows
  }

  /// Every alert's page row, by alert id.
  func pages() throws -> [String: PageRow] {
    var rows: [String: PageRow] = [:]
    try locked {
      try database.run("SELECT alert, key, stamp FROM pages") { row in
        guard let stamp = FileStamp(text: row.text(2) ?? "") else { return }
        rows[row.text(0) ?? ""] = PageRow(key: row.text(1) ?? "", stamp: stamp)
      }
    }
    return rows
  }

  /// The store's other values (the sheet's findings, what made it), by key.
  func meta() throws -> [String: String] {
    var values: [String: String] = [:]
    try locked {
      try database.run("SELECT key, value FROM meta") { values[$0.text(0) ?? ""] = $0.text(1) }
    }
    return values
  }

  /// Records one configuration's images, replacing what the store said of them.
  func record(_ image: ImageRow) throws {
    try locked { () throws in try insert(image) }
  }

  /// In one transaction: records `images`, replaces the findings, pages and meta values given
  /// (a `nil` removes that row), and removes every row of the alerts in `removing`.
  func write(
    images: [ImageRow] = [], findings: [String: FindingsRow?] = [:],
    pages: [String: PageRow?] = [:], meta: [String: String] = [:], removing: [String] = []
  ) throws {
    guard
      !(images.isEmpty && findings.isEmpty && pages.isEmpty && meta.isEmpty && removing.isEmpty)
    else { return }
    try locked {
      try database.transaction {
        for image in images { try insert(image) }
        for (alert, row) in findings {
          if let row {
            try database.run(
              "INSERT OR REPLACE INTO findings(alert, hash, json) VALUES (?, ?, ?)",
              [.text(alert), .text(row.hash), .text(row.json)])
          } else {
            try database.run("DELETE FROM findings WHERE alert = ?", [.text(alert)])
          }
        }
        for (alert, row) in pages {
          if let row {
            try database.run(
              "INSERT OR REPLACE INTO pages(alert, key, stamp) VALUES (?, ?, ?)",
              [.text(alert), .text(row.key), .text(row.stamp.text)])
          } else {
            try database.run("DELETE FROM pages WHERE alert = ?", [.text(alert)])
          }
        }
        for (key, value) in meta {
          try database.run(
            "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", [.text(key), .text(value)])
        }
        for alert in removing {
          for table in ["images", "findings", "pages"] {
            try database.run("DELETE FROM \(table) WHERE alert = ?", [.text(alert)])
          }
        }
      }
    }
  }

  private func insert(_ image: ImageRow) throws {
    let summary = image.summary
    try database.run(
      """
      INSERT OR REPLACE INTO images(alert, slug, hash, formats, card, width, height,
        button_order, stacked, emphasised, title_lines, truncated, scrolls, stamps, crop)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(image.alert), .text(image.slug), .text(image.hash),
        .text(image.formats.map(\.rawValue).joined(separator: " ")), .int(image.card ? 1 : 0),
        .double(summary.width), .double(summary.height),
        .text(summary.buttonOrder.map(String.init).joined(separator: " ")),
        .int(summary.stacked ? 1 : 0), summary.emphasisedLabel.map { .text($0) } ?? .null,
        .int(summary.titleLines), .int(summary.truncated ? 1 : 0),
        .int(summary.scrolls ? 1 : 0), .text(image.stamps.map(\.text).joined(separator: ",")),
        summary.crop.map { .text(Self.text($0)) } ?? .null,
      ])
  }

  /// A crop as the store keeps it: `x y width height` in points.
  private static func text(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map { String($0) }.joined(separator: " ")
  }

  /// A crop read back; `nil` unless it is four numbers.
  private static func rect(_ text: String?) -> Rect? {
    let numbers = (text ?? "").split(separator: " ").compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private func locked(_ body: () throws -> Void) rethrows {
    lock.lock()
    defer { lock.unlock() }
    try body()
  }
}
