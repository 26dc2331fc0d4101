import AlertLayout
import AlertLint
import AlertRender
import AlertSnapshot
import AlertSpec
import Foundation
import StyleSheet

/// The messages a run and its worker processes exchange (``WorkerPool``, ``RenderWorker``):
/// one JSON object per line, on the worker's standard input (run → worker) and output
/// (worker → run). `docs/worker-protocol.md` describes them; ``version`` changes whenever a
/// message changes.
package enum WorkerMessage {
  /// The protocol's version, sent in ``Start`` and answered in ``Ready``.
  package static let version = 10

  /// The hidden command that makes `alert-preview` a worker: `alert-preview __worker`.
  package static let command = "__worker"

  /// Run → worker, first: the protocol the run speaks.
  package struct Start: Codable {
    var message = "start"
    var protocolVersion: Int
  }

  /// Worker → run, in answer to ``Start``: the worker's process and protocol; `refused` says
  /// why it cannot work (another protocol version), and the worker then exits.
  package struct Ready: Codable {
    var message = "ready"
    var protocolVersion: Int
    var process: Int32
    var refused: String?
  }

  /// Run → worker: the style sheet and PNG compression later ``Draw``s, ``Snapshot``s and
  /// ``Lint``s name by `sheet`, with the verifier of a snapshot run's, sent once per worker
  /// before the first of them.
  package struct Sheet: Codable {
    var message = "sheet"
    var sheet: Int
    var style: StyleSheet
    /// zlib level and libpng's filter mask (``PNGOptions``).
    var pngLevel: Int
    var pngFilters: Int
    /// How ``Snapshot``s naming the sheet are verified: references and report folders, record
    /// mode, comparison options.
    var verifier: SnapshotVerifier?
  }

  /// Run → worker: an alert that later ``Draw``s and ``Snapshot``s name by `alert`, sent to a
  /// worker before the first of them. A worker keeps the last ``alertsKept`` alerts sent to it,
  /// forgetting the earliest when another arrives; the run keeps the same list for each
  /// worker, so it sends an alert again only when that worker has forgotten it.
  package struct Alert: Codable {
    var message = "alert"
    var alert: Int
    var spec: AlertSpec
  }

  /// How many ``Alert``s a worker keeps.
  package static let alertsKept = 4

  /// Run → worker: draw one alert in one configuration and write its files into `folder`,
  /// as ``AlertRenderer/write(_:in:formats:to:cardPictureWidth:)`` does; with a `cacheHash`
  /// (the alert's render hash), then record the image in the folder's render cache
  /// (``CacheStore``).
  package struct Draw: Codable {
    var message = "draw"
    /// The item's number in the run, echoed in the answer.
    var item: Int
    var sheet: Int
    var alert: Int
    var configuration: ConfigurationKey
    var formats: [ImageFormat]
    var folder: String
    var cardPictureWidth: Int?
    var cacheHash: String?
  }

  /// Worker → run: what a ``Draw`` made, or the sentence of the error that stopped it.
  package struct Drawn: Codable {
    var message = "drawn"
    var item: Int
    var summary: ImageSummary?
    var files: [String]
    var card: String?
    /// The stamps of `files` then `card`, right after they were written; `nil` when one could
    /// not be read.
    var stamps: [FileStamp]?
    var error: String?
  }

  /// Run → worker: lint `specs`, measuring in `configurations`, as
  /// ``Linter/findings(_:)`` does with the sheet's voice. The specs come without their places
  /// (``AlertSpec/unplaced``).
  package struct Lint: Codable {
    var message = "lint"
    var item: Int
    var sheet: Int
    var specs: [AlertSpec]
    var configurations: [ConfigurationKey]
  }

  /// Worker → run: the findings of a ``Lint``, each with the characters it names, for the run
  /// to place them in its own copies of the specs (``Linter/placing(_:in:)``) and join them.
  package struct Linted: Codable {
    var message = "linted"
    var item: Int
    var findings: [Finding]
  }

  /// Run → worker: render one alert in one configuration in memory and verify it against its
  /// reference with the sheet's verifier, as
  /// ``SnapshotVerifier/verify(id:configuration:png:pixels:)`` does (recording it or writing the
  /// failure's artifacts as the verifier says).
  package struct Snapshot: Codable {
    var message = "snapshot"
    var item: Int
    var sheet: Int
    var alert: Int
    var configuration: ConfigurationKey
  }

  /// Worker → run: the outcome of a ``Snapshot``, or the sentence of the error that stopped
  /// it.
  package struct Verified: Codable {
    var message = "verified"
    var item: Int
    var result: SnapshotResult?
    var error: String?

    init(item: Int, result: SnapshotResult? = nil, error: String? = nil) {
      self.item = item
      self.result = result
      self.error = error
    }
  }

  /// One message as its line, newline included.
  static func line(_ value: some Encodable) throws -> Data {
    var data = try encoder.encode(value)
    data.append(0x0A)
    return data
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

/// Splits bytes read from a pipe into lines, keeping a partial last line for the next read.
/// Each byte is looked at once, however long a line (a batch of alerts to lint can be
/// megabytes, read 64 KB at a time).
struct LineBuffer {
  private var pending: [UInt8] = []
  /// How many bytes at the start of `pending` are known to hold no newline.
  private var searched = 0

  /// The complete lines in `pending` plus `bytes`, without their newlines.
  mutating func lines(adding bytes: Data) -> [Data] {
    pending.append(contentsOf: bytes)
    var lines: [Data] = []
    var start = 0
    pending.withUnsafeBufferPointer { buffer in
      var from = searched
      while let newline = buffer[from...].firstIndex(of: 0x0A) {
        lines.append(Data(buffer[start..<newline]))
        start = newline + 1
        from = start
      }
    }
    pending.removeFirst(start)
    searched = pending.count
    return lines
  }
}
