// C-facing: SQLite (Debian's libsqlite3) for the render cache. Nothing here crosses the module.
import CSQLite
import Foundation

/// One connection to an SQLite database file, in WAL mode: readers never wait for the writer,
/// and each write is one short transaction that other processes wait for (up to
/// ``busyTimeout``) instead of failing. Statements are made once and reused. Not for use by
/// two threads at once: its owner holds a lock around each use.
final class SQLiteDatabase {
  /// How long a write waits for another process's transaction before it fails, in ms.
  static let busyTimeout: Int32 = 30_000

  let path: String
  private var handle: OpaquePointer?
  private var statements: [String: OpaquePointer] = [:]

  /// Opens (creating it when missing) the database at `path`.
  init(path: String) throws {
    self.path = path
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let status = sqlite3_open_v2(path, &opened, flags, nil)
    handle = opened
    guard status == SQLITE_OK else {
      let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(opened)
      handle = nil
      throw CacheError("the cache \(path) could not be opened: \(reason)")
    }
    sqlite3_busy_timeout(opened, Self.busyTimeout)
    // WAL: a run reading the cache is never blocked by a worker recording an image. NORMAL
    // syncs at checkpoints only: a power cut may lose the last records (their images are then
    // drawn again), never corrupt the file.
    try execute("PRAGMA journal_mode = WAL")
    try execute("PRAGMA synchronous = NORMAL")
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Runs `sql` (one or more statements without parameters), ignoring any rows.
  func execute(_ sql: String) throws {
    let status = sqlite3_exec(handle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { throw failure("run “\(sql)”") }
  }

  /// Runs `sql` with `values` bound to its `?` parameters in order; `row` is called on each row
  /// it yields.
  func run(
    _ sql: String, _ values: [SQLiteValue] = [], row: ((SQLiteRow) -> Void)? = nil
  ) throws {
    let statement = try prepared(sql)
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .null: status = sqlite3_bind_null(statement, index)
      case .int(let number): status = sqlite3_bind_int64(statement, index, Int64(number))
      case .double(let number): status = sqlite3_bind_double(statement, index, number)
      case .text(let text):
        status = text.utf8CString.withUnsafeBufferPointer {
          alert_preview_sqlite3_bind_text_copy(statement, index, $0.baseAddress, -1)
        }
      }
      guard status == SQLITE_OK else { throw failure("bind a value of “\(sql)”") }
    }
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return }
      guard status == SQLITE_ROW else { throw failure("run “\(sql)”") }
      row?(SQLiteRow(statement: statement))
    }
  }

  /// Runs `body` in one write transaction (taken at once, so a busy database is waited for
  /// before any work), committed when it returns and rolled back when it throws.
  func transaction(_ body: () throws -> Void) throws {
    try execute("BEGIN IMMEDIATE")
    do {
      try body()
      try execute("COMMIT")
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  private func prepared(_ sql: String) throws -> OpaquePointer {
    if let made = statements[sql] { return made }
    var statement: OpaquePointer?
    guard
      sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        == SQLITE_OK, let statement
    else { throw failure("prepare “\(sql)”") }
    statements[sql] = statement
    return statement
  }

  private func failure(_ doing: String) -> CacheError {
    let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "not open"
    let code = handle.map { sqlite3_errcode($0) & 0xFF } ?? SQLITE_ERROR
    return CacheError(
      "the cache \(path) failed to \(doing): \(reason)",
      damaged: code == SQLITE_CORRUPT || code == SQLITE_NOTADB)
  }
}

/// A value bound to a statement's parameter.
enum SQLiteValue {
  case null
  case int(Int)
  case double(Double)
  case text(String)
}

/// The current row of a statement, read by column index (0-based), valid during the callback.
struct SQLiteRow {
  fileprivate let statement: OpaquePointer

  func text(_ column: Int32) -> String? {
    guard let bytes = sqlite3_column_text(statement, column) else { return nil }
    return String(cString: bytes)
  }

  func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

  func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
}

/// Why the cache could not be read or written, as a sentence.
struct CacheError: Error, CustomStringConvertible {
  let description: String
  /// Whether the file is not an SQLite database, or a damaged one.
  let damaged: Bool

  init(_ description: String, damaged: Bool = false) {
    self.description = description
    self.damaged = damaged
  }
}
