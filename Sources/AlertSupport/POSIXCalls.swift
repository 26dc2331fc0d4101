// C-facing: the open(2), read(2) and write(2) calls the file readers and writers share.
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
