// C-facing: the open(2), read(2) and write(2) calls the file readers and writers share, and
// the loop that writes all of a buffer.
import Foundation

#if canImport(Glibc)
  import Glibc

  func posixOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
  func posixRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(fd, bytes, count)
  }
  func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, bytes, count)
  }
#elseif canImport(Darwin)
  import Darwin

  func posixOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
  func posixRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, bytes, count)
  }
  func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, bytes, count)
  }
#endif

/// Writes every byte of `data` to `fd`, retrying short writes and interruptions; returns 0 or
/// the errno of the write that failed.
package func writeAll(_ data: Data, to fd: Int32) -> Int32 {
  data.withUnsafeBytes { raw -> Int32 in
    guard var next = raw.baseAddress else { return 0 }
    var left = raw.count
    while left > 0 {
      let written = posixWrite(fd, next, left)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      left -= written
      next += written
    }
    return 0
  }
}
