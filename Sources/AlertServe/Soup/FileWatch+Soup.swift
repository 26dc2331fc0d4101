// C-facing: GLib file monitors on PATH and the style folders.
internal import CSoup
import Foundation

extension ServeServer {
  /// The most folders watched; a larger tree is watched only in its first folders.
  static let watchLimit = 1000

  /// Watches every file and folder (recursively) of `paths`; a change, after 100 ms of quiet,
  /// rereads PATH on a worker and tells the event streams. A folder made (or moved in) later is
  /// watched from then on, with its own subfolders.
  func watch(_ paths: [String]) {
    // Events name absolute paths, so folders are known by theirs.
    for path in paths.compactMap(Self.absolute) {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        watchTree(path)
      } else if let monitor = monitor(path, isFolder: false) {
        watches.append(monitor)
      }
    }
  }

  /// Watches `folder` and its subfolders that are not watched yet, hidden ones left out. Each
  /// folder is watched before it is listed, so a subfolder made meanwhile is either listed or
  /// reported.
  func watchTree(_ folder: String) {
    if folderWatches[folder] == nil {
      guard folderWatches.count < Self.watchLimit, let monitor = monitor(folder, isFolder: true)
      else { return }
      folderWatches[folder] = monitor
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let full = (folder as NSString).appendingPathComponent(name)
      if Self.isFolder(full) { watchTree(full) }
    }
  }

  /// Whether `path` is a folder itself, not a link to one (links are not followed, so a link
  /// to a parent folder cannot make the walk endless).
  private static func isFolder(_ path: String) -> Bool {
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type]
    return type as? FileAttributeType == .typeDirectory
  }

  /// A monitor of one file or folder whose changes call ``changed(_:_:other:)``.
  private func monitor(_ path: String, isFolder: Bool) -> OpaquePointer? {
    guard let file = g_file_new_for_path(path) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    let monitor =
      isFolder
      ? g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
      : g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
    guard let monitor else { return nil }
    g_file_monitor_set_rate_limit(monitor, 100)
    let callback:
      @convention(c) (
        OpaquePointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, UnsafeMutableRawPointer?
      ) -> Void = { _, file, other, event, data in
        guard let data, event != G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED else { return }
        let server = Unmanaged<ServeServer>.fromOpaque(data).takeUnretainedValue()
        server.changed(
          event, ServeServer.path(of: file), other: ServeServer.path(of: other))
      }
    _ = alert_preview_signal_connect(
      UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(callback, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque())
    return OpaquePointer(monitor)
  }

  /// `path` made absolute (against the working folder) as GLib names it in events.
  private static func absolute(_ path: String) -> String? {
    guard let file = g_file_new_for_path(path) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    return Self.path(of: file)
  }

  private static func path(of file: OpaquePointer?) -> String? {
    guard let file, let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
  }

  /// A watched file or folder changed: a folder that appeared is watched, one that went away is
  /// forgotten, and PATH is reread once things are quiet for 100 ms.
  private func changed(_ event: GFileMonitorEvent, _ path: String?, other: String?) {
    // Temporary files of atomic writes (.NAME.UUID.tmp) change nothing until renamed.
    if event != G_FILE_MONITOR_EVENT_RENAMED, let path,
      (path as NSString).lastPathComponent.hasPrefix(".")
    {
      return
    }
    switch event {
    case G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN:
      if let path { appeared(path) }
    case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
      if let path { disappeared(path) }
    case G_FILE_MONITOR_EVENT_RENAMED:
      if let path { disappeared(path) }
      if let other, !(other as NSString).lastPathComponent.hasPrefix(".") { appeared(other) }
    default:
      break
    }
    scheduleReload()
  }

  /// Watches a folder that appeared under a watched one (files need no monitor of their own).
  private func appeared(_ path: String) {
    if Self.isFolder(path) { watchTree(path) }
  }

  /// Stops watching a folder that went away, and the folders inside it, so that a folder made
  /// again at the same path is watched afresh. The monitors are released after the signal that
  /// reported it returns.
  private func disappeared(_ path: String) {
    let gone = folderWatches.keys.filter { $0 == path || $0.hasPrefix(path + "/") }
    guard !gone.isEmpty else { return }
    let monitors = gone.compactMap { folderWatches.removeValue(forKey: $0) }
    every(0) {
      for monitor in monitors {
        g_file_monitor_cancel(UnsafeMutablePointer(monitor))
        g_object_unref(UnsafeMutableRawPointer(monitor))
      }
      return false
    }
  }

  /// Rereads PATH once things are quiet for 100 ms.
  func scheduleReload() {
    guard !reloadScheduled else { return }
    reloadScheduled = true
    every(100) { [self] in
      reloadScheduled = false
      workers.async { self.app.reload() }
      return false
    }
  }
}
