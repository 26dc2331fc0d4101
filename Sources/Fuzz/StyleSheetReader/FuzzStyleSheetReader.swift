import FuzzSupport
import StyleSheet

/// libFuzzer's entry point: loads the bytes as an XML style sheet.
///
/// The sheet is read from memory as if it were `Styles/fuzz-input.xml`, so `extends="ios"`
/// finds the repository's `Styles/ios.xml`. Any input must load or throw a
/// ``StyleSheetError`` whose messages name a file; it must never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let styles = FuzzInput.stylesFolder
  do {
    _ = try StyleSheetLoader.load(
      bytes: FuzzInput.bytes(data, size), file: styles + "/fuzz-input.xml",
      searchPaths: [styles])
  } catch let error as StyleSheetError {
    for each in error.all where each.message.isEmpty {
      fatalError("sheet fuzz check failed: an error without a message in \(each.file)")
    }
  } catch {
    fatalError("sheet fuzz check failed: the loader threw \(type(of: error)), not a sheet error")
  }
  return 0
}

@main
enum FuzzStyleSheetReader {
  static func main() {
    FuzzDriver.run(fuzz)
  }
}
