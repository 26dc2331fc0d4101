import Foundation

/// A gallery built by the binary from `Examples/` plus hostile and broken specs.
struct GallerySite {
  var folder: URL
  var output: URL
  var alertCount: Int

  var index: URL { output.appendingPathComponent("index.html") }

  func alertPage(_ id: String) -> URL {
    output.appendingPathComponent(id).appendingPathComponent("index.html")
  }

  /// Runs `alert-preview gallery` on one device, every orientation and appearance, at Large
  /// and AX3.
  static func build() throws -> GallerySite {
    let folder = try Binary.temporaryFolder()
    let hostile = folder.appendingPathComponent("hostile")
    try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
    var specs = HostileSpecs.markup
    specs["broken.json"] = #"{"id": "broken", "title": "Broken", "colour": "red"}"#
    for (name, text) in specs {
      try text.write(to: hostile.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let output = folder.appendingPathComponent("site")
    let result = try Binary.run([
      "gallery", "Examples", hostile.path, "--out", output.path, "--device", "iphone-se",
      "--text-size", "L,AX3",
      "--title", "Browser test <script>alert(4)</script>",
    ])
    guard result.status == 2, result.stderr.contains("broken.json") else {
      throw BrowserPipe.Failure(
        description: "gallery exited \(result.status), expected 2 for broken.json: \(result.stderr)"
      )
    }
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Binary.root.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".json") }.count
    return GallerySite(folder: folder, output: output, alertCount: examples + 2)
  }
}

/// What went wrong in the browser, from the protocol's events.
struct BrowserProblems {
  var dialogs: [String] = []
  var consoleErrors: [String] = []
  var failedRequests: [String] = []
  var requestedURLs: [String] = []

  init(_ events: [BrowserPipe.Event]) {
    for event in events {
      switch event.method {
      case "Page.javascriptDialogOpening":
        dialogs.append(event.params["message"] as? String ?? "?")
      case "Runtime.exceptionThrown":
        consoleErrors.append("\(event.params["exceptionDetails"] ?? "?")")
      case "Runtime.consoleAPICalled"
      where ["error", "assert"].contains(event.params["type"] as? String):
        consoleErrors.append("\(event.params["args"] ?? "?")")
      case "Log.entryAdded":
        let entry = event.params["entry"] as? [String: Any] ?? [:]
        if entry["level"] as? String == "error" { consoleErrors.append("\(entry["text"] ?? "?")") }
      case "Network.loadingFailed":
        failedRequests.append("\(event.params["errorText"] ?? "?")")
      case "Network.requestWillBeSent":
        let request = event.params["request"] as? [String: Any] ?? [:]
        requestedURLs.append(request["url"] as? String ?? "?")
      default:
        break
      }
    }
  }

  /// Requests for anything but files in the site folder (and the empty `data:` icon).
  func requestsOutsideSite(_ folder: URL) -> [String] {
    let prefix = folder.standardizedFileURL.absoluteString
    return requestedURLs.filter {
      !$0.hasPrefix(prefix) && !$0.hasPrefix("data:") && $0 != "about:blank"
    }
  }
}
