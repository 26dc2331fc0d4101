import Foundation

/// Any error as one sentence for a person: the project's own errors say what to do already;
/// Foundation's file errors (`NSCocoaErrorDomain Code=514 …`) are turned into the same words
/// as ``OutputError``, naming the file and the reason, never a dump of their user info.
public enum ErrorSentence {
  /// The sentence for `error`.
  public static func of(_ error: Error) -> String {
    if let output = error as? OutputError { return output.description }
    let bridged = error as NSError
    guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else {
      return String(describing: error)
    }
    let path =
      bridged.userInfo[NSFilePathErrorKey] as? String
      ?? (bridged.userInfo[NSURLErrorKey] as? URL)?.path
    let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError
    let code: Int32? =
      bridged.domain == NSPOSIXErrorDomain
      ? Int32(bridged.code)
      : underlying?.domain == NSPOSIXErrorDomain ? underlying.map { Int32($0.code) } : nil
    let reading =
      (CocoaError.Code.fileReadUnknown
      .rawValue...CocoaError.Code.fileReadUnsupportedScheme
      .rawValue).contains(bridged.code) && bridged.domain == NSCocoaErrorDomain
    let verb = reading ? "cannot read" : "cannot write"
    let name = path.map { " '\($0)'" } ?? ""
    if let code { return "\(verb)\(name): \(OutputError.reason(code, path: path ?? ""))" }
    return "\(verb)\(name): \(bridged.localizedDescription.lowercased())"
  }
}
