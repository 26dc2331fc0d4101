import AlertLint
import AlertRun
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// A team's settings kept in the repository, `.alert-preview.yml`, found from the working
/// folder upwards. Every key is checked when the file is read, so a mistake is reported at
/// its `file:line:column` whichever command runs; flags given on the command line win.
public struct ProjectFile: Sendable {
  public static let fileName = ".alert-preview.yml"

  /// The file's path as found.
  public let path: String
  /// The folder relative paths in the file start from.
  public let folder: String
  /// The options' values, by key, with the key's place.
  var settings: [String: (node: YAMLNode, key: YAMLNode)] = [:]
  /// `include`: the paths a command given no PATH reads, each relative to the working folder.
  public private(set) var include: [String]?
  /// `exclude`: what walking a folder leaves out.
  public private(set) var exclude = PathFilter.none
  /// `rules`: levels over the style sheet's.
  public private(set) var rules: [String: (level: RuleLevel, line: SheetLine)] = [:]
  /// `words`: the word list.
  public private(set) var words: String?
  /// `helpers`: the app's alert helpers the Swift reader cannot read into.
  public private(set) var helpers: [AlertHelper] = []
  /// Where each key's value starts, by key.
  public private(set) var places: [String: ValueSource] = [:]

  /// The nearest project file at or above `folder`, or `nil`.
  public static func find(from folder: String) -> String? {
    var url = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// Reads and checks the file at `path`.
  public init(path: String) throws(UsageError) {
    self.path = path
    folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    let text: String
    do throws(RegularFileError) {
      text = try RegularFile.text(path, limit: 1 << 20)
    } catch {
      throw UsageError("\(path): the project file \(error.reason).")
    }
    let root: YAMLNode?
    do {
      root = try YAMLReader.read(text)
    } catch {
      throw UsageError(ProjectFile.diagnostic(path, error.line, error.column, error.message))
    }
    guard let root else { return }
    guard case .mapping(let pairs) = root.value else {
      throw problem(
        root, "the project file is \(root.kind); write it as keys and values, such as `style: ios`")
    }
    // Where two options share a key (`style`: one sheet, or gallery's several), the list's
    // reader checks the value; a command taking one value refuses a list when it runs.
    var byKey: [String: OptionDeclaration] = [:]
    for command in Commands.all {
      for declaration in command.options {
        guard let key = declaration.fileKey else { continue }
        if byKey[key] == nil || declaration.placeholder == "LIST" { byKey[key] = declaration }
      }
    }
    for pair in pairs {
      guard let key = pair.key.scalar else {
        throw problem(pair.key, "a key must be a name, not \(pair.key.kind)")
      }
      guard settings[key] == nil, !(key == "include" && include != nil) else {
        throw problem(pair.key, "'\(key)' is given twice; give it once")
      }
      places[key] = .projectFile(file: path, line: pair.value.line, column: pair.value.column)
      switch key {
      case "include": include = try paths(pair.value, key: key).flatMap(expanded).map(resolved)
      case "exclude": exclude = PathFilter(base: folder, patterns: try paths(pair.value, key: key))
      case "rules": rules = try ruleLevels(pair.value)
      case "words": words = resolved(try scalar(pair.value, key: key))
      case "helpers": helpers = try self.helpers(pair.value)
      default:
        guard let declaration = byKey[key] else {
          let hint = ChoiceValue.hint(key, ProjectFileKeys.all)
          throw problem(
            pair.key,
            "unknown key '\(key)'\(hint.isEmpty ? "; the keys are \(ProjectFileKeys.all.joined(separator: ", "))" : hint)"
          )
        }
        _ = try texts(pair.value, for: declaration)
        settings[key] = (pair.value, pair.key)
      }
    }
  }

  /// Sets, in `parsed`, every option `command` takes that the file holds and the command line
  /// did not give; fills in the file's paths for a command given none.
  public func apply(to parsed: inout ParsedOptions, for command: CommandDeclaration)
    throws(UsageError)
  {
    parsed.project = self
    for declaration in command.options {
      guard let key = declaration.fileKey, let setting = settings[key],
        parsed.sources[declaration.id] == nil
      else { continue }
      try parsed.set(
        declaration, try texts(setting.node, for: declaration),
        from: .projectFile(file: path, line: setting.node.line, column: setting.node.column))
    }
  }

  /// The option's values the file gives, read as the option reads them; paths made relative to
  /// the working folder.
  func texts(_ node: YAMLNode, for declaration: OptionDeclaration) throws(UsageError) -> [String] {
    var texts: [String]
    switch (node.value, declaration.arity) {
    case (.scalar(let text), .list):
      texts = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    case (.scalar(let text), _): texts = [text]
    case (.sequence(let items), .list):
      texts = []
      for item in items {
        guard let text = item.scalar else {
          throw problem(item, "each item of '\(declaration.fileKey ?? "")' is a single value")
        }
        texts.append(text)
      }
    default:
      throw problem(
        node,
        "'\(declaration.fileKey ?? "")' takes \(declaration.arity == .flag ? "true or false" : "one value"), not \(node.kind)"
      )
    }
    texts = texts.filter { !$0.isEmpty }
    guard !texts.isEmpty else {
      throw problem(node, "'\(declaration.fileKey ?? "")' is empty; give a value or remove the key")
    }
    switch declaration.paths {
    case .none: break
    case .all: texts = texts.map(resolved)
    case .pathLike:
      texts = texts.map { $0.contains("/") || $0.hasSuffix(".xml") ? resolved($0) : $0 }
    }
    do {
      _ = try declaration.read(texts)
    } catch {
      throw problem(node, error.description)
    }
    return texts
  }

  /// A path as it is, or a glob's matches under the file's folder (relative to it, sorted;
  /// hidden folders and `.build` are not searched).
  func expanded(_ entry: String) -> [String] {
    guard PathFilter.isPattern(entry) else { return [entry] }
    let filter = PathFilter(base: folder, patterns: [entry])
    let root = URL(fileURLWithPath: folder)
    guard
      let walk = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    while let url = walk.nextObject() as? URL {
      if url.lastPathComponent == ".build" {
        walk.skipDescendants()
        continue
      }
      guard filter.matches(url.path) else { continue }
      // A folder that matches is read whole.
      walk.skipDescendants()
      found.append(String(url.standardizedFileURL.path.dropFirst(folder.count + 1)))
    }
    return found.sorted()
  }

  /// `path` from the file's folder, as the working folder sees it.
  func resolved(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    let current = FileManager.default.currentDirectoryPath
    if URL(fileURLWithPath: current).standardizedFileURL.path == folder { return path }
    return URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
  }

  private func paths(_ node: YAMLNode, key: String) throws(UsageError) -> [String] {
    switch node.value {
    case .scalar(let text): return [text]
    case .sequence(let items):
      var paths: [String] = []
      for item in items {
        guard let text = item.scalar, !text.isEmpty else {
          throw problem(item, "each item of '\(key)' is a path or a glob")
        }
        paths.append(text)
      }
      return paths
    case .mapping: throw problem(node, "'\(key)' takes a list of paths or globs, not a mapping")
    }
  }

  private func scalar(_ node: YAMLNode, key: String) throws(UsageError) -> String {
    guard let text = node.scalar, !text.isEmpty else {
      throw problem(node, "'\(key)' takes one path, not \(node.kind)")
    }
    return text
  }

  private func ruleLevels(_ node: YAMLNode) throws(UsageError)
    -> [String: (level: RuleLevel, line: SheetLine)]
  {
    guard case .mapping(let pairs) = node.value else {
      throw problem(
        node, "'rules' takes rule ids with their levels, such as `title-max-lines: warning`")
    }
    let ids = Linter.rules.map(\.id)
    var levels: [String: (level: RuleLevel, line: SheetLine)] = [:]
    for pair in pairs {
      guard let id = pair.key.scalar, ids.contains(id) else {
        let id = pair.key.scalar ?? ""
        let hint = ChoiceValue.hint(id, ids)
        throw problem(
          pair.key,
          "no rule '\(id)'\(hint.isEmpty ? ";" : hint) docs/rules.md lists the rules, and "
            + "`alert-preview lint --explain ID` explains one")
      }
      // YAML 1.1 reads an unquoted `off` as false; the text is what counts here.
      let text = pair.value.scalar ?? ""
      let level: RuleLevel
      do {
        level = try ChoiceValue.one(text, of: RuleLevel.self, for: "rule '\(id)'")
      } catch {
        throw problem(pair.value, error.description)
      }
      levels[id] = (level, SheetLine(file: path, line: pair.key.line))
    }
    return levels
  }

  func problem(_ node: YAMLNode, _ message: String) -> UsageError {
    UsageError(ProjectFile.diagnostic(path, node.line, node.column, message))
  }

  /// `file:line:column: error: message.`, the form of every input error.
  static func diagnostic(_ file: String, _ line: Int, _ column: Int, _ message: String) -> String {
    let end = message.hasSuffix("?") || message.hasSuffix(".") ? "" : "."
    return "\(file):\(line):\(column): error: \(message)\(end)"
  }
}
