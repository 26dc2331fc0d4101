import Foundation

extension WorkerMessage {
  /// A message to a worker, read in one pass over its line: its `message` field picks the type
  /// the rest of the same object is read as. (Reading the field alone and then the message
  /// would parse each line twice, and a `lint` batch or a `sheet` is most of what crosses.)
  enum Request: Decodable {
    case start(Start)
    case sheet(Sheet)
    case alert(Alert)
    case draw(Draw)
    case snapshot(Snapshot)
    case lint(Lint)
    /// A `message` this version does not know.
    case unknown(String)

    private enum Field: String, CodingKey { case message }

    init(from decoder: any Decoder) throws {
      let kind = try decoder.container(keyedBy: Field.self).decode(String.self, forKey: .message)
      switch kind {
      case "start": self = .start(try Start(from: decoder))
      case "sheet": self = .sheet(try Sheet(from: decoder))
      case "alert": self = .alert(try Alert(from: decoder))
      case "draw": self = .draw(try Draw(from: decoder))
      case "snapshot": self = .snapshot(try Snapshot(from: decoder))
      case "lint": self = .lint(try Lint(from: decoder))
      default: self = .unknown(kind)
      }
    }
  }
}

extension WorkerMessage.Request {
  /// The message's `message` field, for saying which one came out of turn.
  var name: String {
    switch self {
    case .start: "start"
    case .sheet: "sheet"
    case .alert: "alert"
    case .draw: "draw"
    case .snapshot: "snapshot"
    case .lint: "lint"
    case .unknown(let kind): kind
    }
  }
}
