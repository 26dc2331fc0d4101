import Foundation

/// A failure to build or write the gallery page; the message is a sentence.
public struct GalleryError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// A sentence that says what went wrong.
  public var message: String

  /// Creates an error with a sentence that says what went wrong.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? { message }
}
