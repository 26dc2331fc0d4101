// swift-tools-version:6.0
// A package that uses alert-preview's command plugins, as an app's package would, with the
// dependency given by path (no network). PluginTests runs `swift package alert-preview …` on it.
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(path: "../../..")],
  targets: []
)
