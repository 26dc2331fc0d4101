import Foundation

/// Command lines as words: a command line without some options, and a word quoted for a
/// shell, for the notes and commands the tool prints for people to run again.
public enum CommandLineWords {
  /// `argv` without the named options and their values (`--out DIR`, `--out=DIR`, `--prune`).
  public static func removing(_ options: [OptionDeclaration], from argv: [String]) -> [String] {
    var kept: [String] = []
    var rest = argv[...]
    while let argument = rest.popFirst() {
      if argument == "--" {
        kept.append(argument)
        kept.append(contentsOf: rest)
        break
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      guard let option = options.first(where: { $0.names.contains(name) }) else {
        kept.append(argument)
        continue
      }
      if option.arity != .flag && !argument.contains("=") { _ = rest.popFirst() }
    }
    return kept
  }

  /// `word` as a POSIX shell reads it back: as it is when it is safe, else in single quotes.
  public static func shellQuoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "-_./=@,:+".unicodeScalars.contains($0)
    }
    return safe && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
