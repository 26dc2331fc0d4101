import AlertSpec
import FuzzSupport

/// libFuzzer's entry point: loads the bytes as a spec file and checks what comes back.
///
/// Any input must give alerts and diagnostics, never a crash or a hang; the alerts that pass
/// validation must respect ``SpecLimits`` and every position must be a real one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let result = SpecLoader.load(text: FuzzInput.text(data, size), file: "fuzz.json")
  SpecResultCheck.check(result)
  return 0
}

@main
enum FuzzSpecParser {
  static func main() {
    FuzzDriver.run(fuzz)
  }
}
