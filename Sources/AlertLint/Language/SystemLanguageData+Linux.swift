/// Where the system's language data is on Linux (Debian's `hunspell-*` dictionaries and
/// `wordnet-base`): the one place a port to another platform changes (docs/install.md says
/// what macOS would take).
public enum SystemLanguageData {
  /// Folders searched for `<lang>_<REGION>.aff`/`.dic`.
  public static let dictionaryFolders = ["/usr/share/hunspell", "/usr/share/myspell/dicts"]
  /// WordNet's database, with `index.verb` and `verb.exc`.
  public static let wordNetFolder = "/usr/share/wordnet"
}
