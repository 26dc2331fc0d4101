// C-facing: flock(2) through Glibc.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run at a time in an output folder: an exclusive `flock(2)` on the folder's
/// `.alert-preview.lock`, held from before the run cleans the folder until it has written
/// everything. Two `gallery` (or `render`) runs into one folder take turns instead of
/// interleaving their images and caches; the second waits, and says whom it waits for.
///
/// The kernel releases the lock when its process ends however it ends (`kill -9` too), so a
/// crashed run never leaves a folder locked; the file itself stays, empty but for the holder's
/// process id, and is never part of what a run publishes.
///
/// Worker processes started while the lock is held are given a copy of its descriptor
/// (``heldDescriptors``): the lock belongs to the open file, so it is released only when the
/// run and every one of its workers have let go. A run killed with `kill -9` leaves its workers
/// finishing the item they have; the next run waits for them instead of writing beside them.
public final class FolderLock: @unchecked Sendable {
  /// The lock file's name inside the folder.
  public static let fileName = ".alert-preview.lock"

  private var descriptor: Int32
  private static let registry = NSLock()
  nonisolated(unsafe) private static var held: [Int32] = []

  /// The descriptors of the locks this process holds now, in the order taken.
  public static var heldDescriptors: [Int32] {
    registry.lock()
    defer { registry.unlock() }
    return held
  }

  /// Takes the lock of `folder` (which must exist), waiting while another process holds it;
  /// `waiting` is called once, with the holder's process id when it wrote one, before the
  /// wait. Throws when the lock file cannot be opened (a read-only folder).
  public init(_ folder: String, waiting: (Int32?) -> Void) throws(OutputError) {
    let path = (folder as NSString).appendingPathComponent(Self.fileName)
    let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard opened >= 0 else { throw OutputError(errno, writing: path) }
    descriptor = opened
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting(Self.holder(path))
      while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    }
    let own = "\(getpid())\n"
    _ = ftruncate(descriptor, 0)
    _ = own.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    Self.registry.lock()
    Self.held.append(descriptor)
    Self.registry.unlock()
  }

  /// Lets the next run in; also done when the lock is freed.
  public func release() {
    guard descriptor >= 0 else { return }
    Self.registry.lock()
    Self.held.removeAll { $0 == descriptor }
    Self.registry.unlock()
    _ = ftruncate(descriptor, 0)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }

  /// The process id the holder wrote, when there is one.
  private static func holder(_ path: String) -> Int32? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
