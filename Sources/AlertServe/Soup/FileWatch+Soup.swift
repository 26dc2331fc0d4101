// C-facing: GLib file monitors on PATH and the style folders.
internal import CSoup
import Foundation

extension ServeServer {
  /// The most folders watched; a larger tree is watched only in its first folders.
  static let watchLimit = 1000

  /// Watches every file and folder (recursively) of `paths`; a change, after 100 ms of quiet,
  /// rereads PATH on a worker and tells the event streams.
  func watch(_ paths: [String]) {
    var folders: [String] = []
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      folders.append(path)
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String, folders.count < Self.watchLimit {
        let full = (path as NSString).appendingPathComponent(relative)
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue
        {
          folders.append(full)
        }
      }
    }
    let callback:
      @convention(c) (
        OpaquePointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, UnsafeMutableRawPointer?
      ) -> Void = { _, file, _, event, data in
        guard let data, event != G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED else { return }
        // Temporary files of atomic writes (.NAME.UUID.tmp) change nothing until renamed.
        if let file, let name = g_file_get_basename(file) {
          defer { g_free(name) }
          if name.pointee == UInt8(ascii: ".") { return }
        }
        Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue().changed()
      }
    let me = Unmanaged.passUnretained(self).toOpaque()
    for (path, isFolder) in folders.map({ ($0, true) }) + files.map({ ($0, false) }) {
      guard let file = g_file_new_for_path(path) else { continue }
      defer { g_object_unref(UnsafeMutableRawPointer(file)) }
      let monitor =
        isFolder
        ? g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
        : g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
      guard let monitor else { continue }
      g_file_monitor_set_rate_limit(monitor, 100)
      _ = alert_preview_signal_connect(
        UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(callback, to: GCallback.self), me
      )
      watches.append(OpaquePointer(monitor))
    }
  }

  /// A watched file changed: reread once things are quiet for 100 ms.
  func changed() {
    guard !reloadScheduled else { return }
    reloadScheduled = true
    every(100) { [self] in
      reloadScheduled = false
      workers.async { self.app.reload() }
      return false
    }
  }
}
