import Foundation

/// Why ``RegularFile`` did not read a file, as a sentence that names it and says what to do.
public struct RegularFileError: Error, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Problem: Sendable, Equatable {
    /// Nothing is there.
    case missing
    /// Something other than a regular file is there (`a named pipe`, `a folder`, …).
    case notRegular(String)
    /// A symbolic link is there and links were refused.
    case symbolicLink
    /// The file holds this many bytes, over the limit.
    case tooLarge(Int, Int)
    /// The file is not UTF-8 text.
    case notUTF8
    /// open(2), fstat(2) or read(2) failed with this `errno`.
    case unreadable(Int32)
  }

  /// The file.
  public let path: String
  /// What was wrong.
  public let problem: Problem

  /// An error for `path`.
  public init(_ path: String, _ problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The end of a sentence whose subject is the file ("is a named pipe, not a regular file;
  /// …"), for messages that already name it (`x.json:1:1: this file …`).
  public var reason: String {
    switch problem {
    case .missing:
      "does not exist; check the path"
    case .notRegular(let kind):
      "is \(kind), not a regular file; give the path of a regular file, or move it out of "
        + "the inputs"
    case .symbolicLink:
      "is a symbolic link, which is not followed here; give the path of the file itself"
    case .tooLarge(let size, let limit):
      "is \(size) bytes, over the limit of \(limit) bytes for this kind of file"
    case .notUTF8:
      "is not valid UTF-8 text; save it with UTF-8 encoding"
    case .unreadable(let code):
      "cannot be read (\(String(cString: strerror(code)).lowercased())); check its permissions"
    }
  }

  /// `'x.json' is a named pipe, not a regular file; …`.
  public var description: String { "'\(path)' \(reason)" }
}
