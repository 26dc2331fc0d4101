import AlertSupport
import Foundation

/// Limits on the Swift files read (they are found by ``SourceTree``).
enum SwiftSourceFiles {
  /// Largest Swift file read (8 MiB); a large generated source is under 1 MiB.
  static let maximumBytes = 8 << 20
}
