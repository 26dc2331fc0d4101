// C-facing: hands libFuzzer's driver the target's entry point.
import Foundation

#if FUZZING
  internal import CLibFuzzer
#endif

/// A fuzz target's entry point: `LLVMFuzzerTestOneInput`'s signature.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

/// Runs a fuzz target's `main`: libFuzzer in a fuzz build, a replayer of files otherwise.
///
/// SwiftPM gives every executable a Swift `main` on Linux (renamed for testing), so a target
/// cannot use the `main` in `libclang_rt.fuzzer`; its `main` calls `LLVMFuzzerRunDriver`
/// instead, with the same arguments (`-max_len=`, corpus folders, a crash file to replay).
/// Built without `-DFUZZING` (as `swift build` does), the target reads each file named on
/// the command line and runs the same entry point on its bytes, to reproduce a crash in a
/// debugger without the sanitizers.
public enum FuzzDriver {
  /// Runs `testOneInput` under libFuzzer, or on each file argument; never returns.
  public static func run(_ testOneInput: FuzzTestOneInput) -> Never {
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    #else
      replay(CommandLine.arguments.dropFirst(), testOneInput)
    #endif
  }

  /// Runs `testOneInput` on the bytes of each file in `paths`, saying which it runs.
  static func replay(_ paths: ArraySlice<String>, _ testOneInput: FuzzTestOneInput) -> Never {
    guard !paths.isEmpty else {
      let name = (CommandLine.arguments.first ?? "fuzz-target") as NSString
      FileHandle.standardError.write(
        Data(
          ("usage: \(name.lastPathComponent) FILE...: runs the fuzz target on each file (a "
            + "crash file from `make fuzz`); build with scripts/fuzz.sh to fuzz\n").utf8))
      exit(2)
    }
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): cannot read this file\n".utf8))
        exit(2)
      }
      print("running \(path) (\(data.count) bytes)")
      // libFuzzer never passes a null pointer, even for an empty input; neither do we.
      let bytes = [UInt8](data) + [0]
      _ = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { testOneInput($0, data.count) }
      }
    }
    print("no crash in \(paths.count) input(s)")
    exit(0)
  }
}
