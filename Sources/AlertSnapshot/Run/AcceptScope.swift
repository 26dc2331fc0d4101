/// Which failures an accept command re-records; the command line is made from it at the edge
/// (the executable knows the arguments of the run, the library does not).
public enum AcceptScope: Sendable, Hashable {
  /// The failures of alert `id`: in these configurations (as reference names spell them,
  /// `iphone-se.portrait.dark@2x`), or all of them when `nil`.
  case alert(String, configurations: [String]?)
  /// Every failure of the run.
  case everything
}
