import AlertRun
import AlertSupport
import Foundation

/// The note a sharded `gallery` or `snapshot` run leaves in its output folder, so that
/// `alert-preview merge` can check it has every part of one run and can finish the run.
package struct ShardPart: Codable, Equatable, Sendable {
  /// The note's file name in the part's folder.
  package static let fileName = ".alert-preview-shard.json"

  package enum Kind: String, Codable, Sendable {
    case gallery, snapshot
  }

  package var kind: Kind
  /// `I/N`.
  package var shard: String
  /// The command's arguments without `--shard` and the option naming this folder.
  package var arguments: [String]
  /// The part's own exit code: a merge fails when any part did.
  package var exitCode: Int32
  /// The program that wrote the part; parts of different versions are not merged.
  package var version = AlertPreviewVersion.current

  package init(kind: Kind, shard: Shard, arguments: [String], exitCode: Int32) {
    self.kind = kind
    self.shard = shard.description
    self.arguments = arguments
    self.exitCode = exitCode
  }

  /// Writes the note into `folder`, atomically.
  package func write(to folder: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try OutputFolder(folder).write(try encoder.encode(self) + Data("\n".utf8), to: Self.fileName)
  }

  /// The note in `folder`, or `nil` when the folder holds none.
  package static func read(in folder: String) throws -> ShardPart? {
    let path = URL(fileURLWithPath: folder).appendingPathComponent(fileName).path
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    do {
      return try JSONDecoder().decode(ShardPart.self, from: data)
    } catch {
      throw UsageError(
        "\(path) is not a shard note alert-preview can read (\(ErrorSentence.of(error))); "
          + "make the part again with this version of alert-preview.")
    }
  }
}

extension ShardPart {
  /// The notes of `folders`, checked to be every part of one run: the same kind, command
  /// line and version, and each of the parts 1…N exactly once.
  package static func complete(_ folders: [String]) throws -> [ShardPart] {
    var parts: [ShardPart] = []
    for folder in folders {
      guard let part = try read(in: folder) else {
        throw UsageError(
          "\(folder) holds no \(fileName), so it is not the output of a sharded gallery or "
            + "snapshot run; give the folders `gallery --shard I/N --out DIR` or `snapshot "
            + "--shard I/N --report DIR` wrote, or lint report files.")
      }
      parts.append(part)
    }
    var shards: [Shard] = []
    for (folder, part) in zip(folders, parts) {
      guard let shard = Shard(parsing: part.shard) else {
        throw UsageError(
          "\(folder)/\(fileName) says it is part '\(String(part.shard.prefix(40)))', which is not "
            + "I/N with 1 ≤ I ≤ N ≤ \(FewNames.grouped(Shard.maxCount)); make the part again "
            + "with alert-preview.")
      }
      shards.append(shard)
    }
    guard let first = parts.first, let count = shards.first?.count else {
      throw UsageError("give the parts to merge, such as part-1 part-2 part-3.")
    }
    for (folder, (part, shard)) in zip(folders, zip(parts, shards)) {
      guard part.kind == first.kind, part.version == first.version,
        part.arguments == first.arguments
      else {
        throw UsageError(
          "\(folder) is a part of another run than \(folders[0]) (its command line, kind or "
            + "version differs); merge the parts of one run.")
      }
      guard shard.count == count else {
        throw UsageError(
          "\(folder) is part \(shard) but \(folders[0]) is part \(first.shard); every part "
            + "of one run has the same N.")
      }
    }
    var given = Set<Int>()
    for shard in shards where !given.insert(shard.index).inserted {
      throw UsageError("part \(shard) is given twice; give each part once.")
    }
    let missing = (1...count).filter { !given.contains($0) }.map { "\($0)/\(count)" }
    guard missing.isEmpty else {
      throw UsageError(
        "part\(missing.count == 1 ? "" : "s") \(FewNames.joined(missing)) "
          + "\(missing.count == 1 ? "is" : "are") missing; a merge needs every part of the run.")
    }
    return parts
  }
}
