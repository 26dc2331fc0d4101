/// The program's version, in `--version`, SARIF reports and the render cache's key.
package enum AlertPreviewVersion {
  package static let current = "0.1.0"
}
