/// The program's version, in `--version`, SARIF reports, the gallery's footer, the review
/// pack's cover, the render cache's key and the package names.
///
/// `current` is generated at build time by `VersionPlugin` from `scripts/version.sh`:
/// `git describe` in a git checkout (`0.1.0-320-g365d5d0`), `VERSION` outside one.
package enum AlertPreviewVersion {}
