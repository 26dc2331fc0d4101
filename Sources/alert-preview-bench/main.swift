import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import StyleSheet

// `make bench`: renders N generated alerts and prints milliseconds per PNG and per SVG and the
// peak memory. Usage: alert-preview-bench [N] [--device ID] [--png-level N]
// `alert-preview-bench --snapshot [N]` times snapshot verification instead (SnapshotBench.swift).
// The scene matches ../shared/bench (a two-button alert with a three-line message on an
// iPhone 15 at @2x), so its numbers sit beside the C floor and headless Chromium.
// `alert-preview-bench --lint N [--device ID] [--text-sizes L|all|L,AX3] [--distinct]` lints N
// generated alerts instead (LintBench.swift): on the sheet's default devices and text sizes, or
// on one device in both orientations at the given text sizes; --distinct numbers every title
// and message so that no text is shared between alerts.
// `alert-preview-bench --lint-corpus [--list [APP…]]` scores the lint on real alerts, app by app (LintCorpusBench.swift).
// `alert-preview-bench --fidelity` compares renders with real iOS screenshots (FidelityBench.swift).
// `alert-preview-bench [N] --backdrop FILE` draws every alert over the PNG FILE, and also times
// renders that each prepare the backdrop afresh (read, fitted and blurred; a new renderer each).
// `--chrome status|device` draws the device chrome around every alert.

struct BenchOptions {
  var count = 200
  var deviceID = "iphone-15"
  var level = 1
  var lintCount: Int?
  var lintDevice: String?
  var textSizes: [TextSize]?
  var distinct = false
  var backdrop: String?
  var chrome = DeviceChrome.none

  init(_ arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--device":
        deviceID = rest.popFirst() ?? deviceID
        lintDevice = deviceID
      case "--distinct": distinct = true
      case "--backdrop": backdrop = rest.popFirst()
      case "--chrome": chrome = DeviceChrome(rawValue: rest.popFirst() ?? "") ?? .none
      case "--text-sizes":
        let names = rest.popFirst() ?? "L"
        textSizes =
          names == "all"
          ? TextSize.allCases
          : names.split(separator: ",").compactMap { TextSize(name: String($0)) }
      case "--png-level": level = Int(rest.popFirst() ?? "") ?? level
      case "--lint": lintCount = Int(rest.popFirst() ?? "") ?? 1000
      default: count = Int(argument) ?? count
      }
    }
  }
}
if CommandLine.arguments.contains("--lint-corpus") {
  exit(LintCorpusBench.run(Array(CommandLine.arguments.dropFirst())))
}
if CommandLine.arguments.contains("--fidelity") {
  exit(FidelityBench.run(Array(CommandLine.arguments.dropFirst())))
}
if CommandLine.arguments.contains("--snapshot") {
  try SnapshotBench.run(Array(CommandLine.arguments.dropFirst()))
  exit(0)
}
let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
if let lintCount = options.lintCount {
  try LintBench.run(
    count: lintCount, device: options.lintDevice, textSizes: options.textSizes,
    distinct: options.distinct)
  var usage = rusage()
  getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
  print(String(format: "peak memory (max RSS)        %8.1f MiB", Double(usage.ru_maxrss) / 1024))
  exit(0)
}
let count = options.count
let deviceID = options.deviceID
let level = options.level

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

var style = try StyleSheetLoader.load("ios", searchPaths: StyleSheetLoader.defaultSearchPaths())
style.chrome = options.chrome
guard let device = style.devices.first(where: { $0.id == deviceID }) else {
  FileHandle.standardError.write(Data("no device \(deviceID) in the ios sheet\n".utf8))
  exit(2)
}
let here = SourceLocation(file: "bench", line: 1, column: 1)
let specs = (0..<count).map { n in
  var spec = AlertSpec(
    id: "bench-\(n)", title: "Delete “Vacation Photos”?",
    message: String(
      format:
        "This album and its %03d photos will be deleted from all your devices. This action can’t be undone.",
      n % 1000),
    buttons: [
      AlertButton(label: "Cancel", role: .cancel, labelLocation: here),
      AlertButton(label: "Delete", role: .destructive, labelLocation: here),
    ])
  spec.backdrop = options.backdrop.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  return spec
}
let renderer = AlertRenderer(
  style: style, pngOptions: PNGOptions(level: level, filters: level >= 6 ? .all : .none))
let configurations = specs.indices.map {
  RenderConfiguration(
    device: device, orientation: $0 % 2 == 0 ? .portrait : .landscape, appearance: .light, scale: 2)
}

func measure(_ name: String, _ body: (Int) throws -> Int) rethrows {
  _ = try body(0)  // warm-up: fonts load on the first image
  let start = now()
  var bytes = 0
  for index in specs.indices { bytes += try body(index) }
  let elapsed = now() - start
  print(
    String(
      format: "%-28@ %8.2f ms/image  %6.1f images/s  %8d bytes/image", name as NSString,
      elapsed * 1000 / Double(count), Double(count) / elapsed, bytes / count))
}

print(
  "alert-preview-bench: \(count) alerts, \(device.name), portrait and landscape, @2x, PNG level \(level)"
    + (options.backdrop.map { ", backdrop \($0)" } ?? "") + ", chrome \(options.chrome.rawValue)"
)
measure("layout only") { index in
  _ = renderer.layouter.geometry(of: specs[index], in: configurations[index])
  return 0
}
try measure("png (layout+draw+encode)") {
  try renderer.png(specs[$0], in: configurations[$0]).count
}
try measure("svg (layout+draw)") { try renderer.svg(specs[$0], in: configurations[$0]).count }
if options.backdrop != nil {
  try measure("png, backdrop prepared anew") {
    try AlertRenderer(style: style, pngOptions: renderer.pngOptions).png(
      specs[$0], in: configurations[$0]
    ).count
  }
}
var usage = rusage()
getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
print(String(format: "peak memory (max RSS)        %8.1f MiB", Double(usage.ru_maxrss) / 1024))
