import Foundation

/// One page (tab) of a ``BrowserPipe``, attached with a flat session.
struct BrowserPage {
  let browser: BrowserPipe
  let session: String

  /// Opens a blank page and enables the domains the tests listen to.
  init(_ browser: BrowserPipe) throws {
    self.browser = browser
    let target = try browser.call("Target.createTarget", ["url": "about:blank"])
    guard let targetID = target["targetId"] as? String else {
      throw BrowserPipe.Failure(description: "Target.createTarget returned no targetId.")
    }
    let attached = try browser.call(
      "Target.attachToTarget", ["targetId": targetID, "flatten": true])
    guard let session = attached["sessionId"] as? String else {
      throw BrowserPipe.Failure(description: "Target.attachToTarget returned no sessionId.")
    }
    self.session = session
    for domain in ["Page", "Runtime", "Log", "Network", "Accessibility"] {
      try call(domain + ".enable")
    }
  }

  @discardableResult
  func call(_ method: String, _ params: [String: Any] = [:], timeout: TimeInterval = 15) throws
    -> [String: Any]
  {
    try browser.call(method, params, session: session, timeout: timeout)
  }

  /// Loads `url` and waits for its `load` event.
  func navigate(_ url: URL) throws {
    let mark = browser.events.count
    let result = try call("Page.navigate", ["url": url.absoluteString])
    if let error = result["errorText"] as? String {
      throw BrowserPipe.Failure(description: "could not open \(url.path): \(error)")
    }
    try browser.waitForEvent("Page.loadEventFired", after: mark)
  }

  /// Evaluates `expression` (awaiting a promise) and returns its JSON value.
  func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate",
      ["expression": expression, "awaitPromise": true, "returnByValue": true])
    if let exception = result["exceptionDetails"] {
      throw BrowserPipe.Failure(description: "script failed: \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Makes every image load now (lazy ones included) and returns `[src: naturalWidth]`.
  func loadAllImages() throws -> [String: Int] {
    let value = try evaluate(
      """
      (async () => {
        const images = Array.from(document.images);
        images.forEach(image => { image.loading = "eager"; });
        await Promise.all(images.map(image => image.complete ? null : new Promise(done => {
          image.addEventListener("load", done); image.addEventListener("error", done);
        })));
        await Promise.all(images.map(image => image.decode().catch(() => null)));
        // SVG pictures (an alert page's zoomed previews) are loaded as images to check them.
        const pictures = Array.from(document.querySelectorAll("svg image"), element => {
          const picture = new Image();
          picture.src = new URL(element.getAttribute("href"), document.baseURI).href;
          return [element.getAttribute("href"), picture];
        });
        await Promise.all(pictures.map(([, picture]) => picture.decode().catch(() => null)));
        return JSON.stringify(
          images.map(image => [image.getAttribute("src"), image.naturalWidth]).concat(
            pictures.map(([href, picture]) => [href, picture.naturalWidth])));
      })()
      """)
    let pairs =
      (value as? String).flatMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [[Any]]
      } ?? []
    var widths: [String: Int] = [:]
    for pair in pairs where pair.count == 2 {
      widths[pair[0] as? String ?? "?"] = pair[1] as? Int ?? 0
    }
    return widths
  }

  /// Sets the viewport width and the `prefers-color-scheme` the page sees.
  func emulate(width: Int, height: Int = 900, scheme: String) throws {
    try call(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
    try call(
      "Emulation.setEmulatedMedia",
      ["features": [["name": "prefers-color-scheme", "value": scheme]]])
  }

  /// A PNG of the whole page, beyond the viewport.
  func fullPageScreenshot() throws -> Data {
    let metrics = try call("Page.getLayoutMetrics")
    let size = metrics["cssContentSize"] as? [String: Any] ?? [:]
    let width = (size["width"] as? Double) ?? 1280
    let height = min((size["height"] as? Double) ?? 900, 16000)
    let shot = try call(
      "Page.captureScreenshot",
      [
        "format": "png", "captureBeyondViewport": true,
        "clip": ["x": 0, "y": 0, "width": width, "height": height, "scale": 1],
      ], timeout: 30)
    guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw BrowserPipe.Failure(description: "Page.captureScreenshot returned no image.")
    }
    return data
  }

  /// The accessible names of every node Chromium's accessibility tree calls an image.
  func imageNames() throws -> [String] {
    let tree = try call("Accessibility.getFullAXTree", timeout: 30)
    let nodes = tree["nodes"] as? [[String: Any]] ?? []
    return nodes.compactMap { node in
      let role = (node["role"] as? [String: Any])?["value"] as? String
      guard role == "image" || role == "img" else { return nil }
      return ((node["name"] as? [String: Any])?["value"] as? String) ?? ""
    }
  }
}
