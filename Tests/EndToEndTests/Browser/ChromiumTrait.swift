import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a test only where Debian's Chromium is installed (`make test` installs it).
  static var chromium: Self {
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: BrowserPipe.chromium),
      "needs Debian's chromium at /usr/bin/chromium; `make test` installs it")
  }
}
