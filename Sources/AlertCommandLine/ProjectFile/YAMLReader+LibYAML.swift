internal import CYAML

/// Reads YAML with libyaml's document loader, then copies the tree into ``YAMLNode``s.
/// Aliases are followed as libyaml resolves them; the copy is limited in nodes and depth, so
/// an alias bomb or a deeply nested file is an error rather than a hang.
public enum YAMLReader {
  /// The most nodes a copy makes and the deepest nesting it follows.
  static let maximumNodes = 100_000
  static let maximumDepth = 64

  /// The first document of `text`, or `nil` when it holds none (an empty file).
  public static func read(_ text: String) throws(YAMLError) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) != 0 else {
      throw YAMLError(line: 1, column: 1, message: "libyaml could not start (out of memory)")
    }
    defer { yaml_parser_delete(&parser) }
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer throws(YAMLError) -> YAMLNode? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var document = yaml_document_t()
      guard yaml_parser_load(&parser, &document) != 0 else { throw error(of: parser) }
      defer { yaml_document_delete(&document) }
      guard let root = yaml_document_get_root_node(&document) else { return nil }
      var budget = maximumNodes
      let node = try copy(root, in: &document, depth: 0, budget: &budget)
      var next = yaml_document_t()
      guard yaml_parser_load(&parser, &next) != 0 else { throw error(of: parser) }
      defer { yaml_document_delete(&next) }
      if let extra = yaml_document_get_root_node(&next) {
        throw YAMLError(
          line: Int(extra.pointee.start_mark.line) + 1,
          column: Int(extra.pointee.start_mark.column) + 1,
          message: "a second YAML document starts here; a project file holds one")
      }
      return node
    }
  }

  private static func copy(
    _ node: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t, depth: Int,
    budget: inout Int
  ) throws(YAMLError) -> YAMLNode {
    let line = Int(node.pointee.start_mark.line) + 1
    let column = Int(node.pointee.start_mark.column) + 1
    budget -= 1
    guard budget >= 0, depth <= maximumDepth else {
      throw YAMLError(
        line: line, column: column,
        message: budget < 0
          ? "the document expands to more than \(maximumNodes) values (aliases?)"
          : "values are nested more than \(maximumDepth) deep")
    }
    switch node.pointee.type {
    case YAML_SCALAR_NODE:
      let scalar = node.pointee.data.scalar
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      return YAMLNode(value: .scalar(text), line: line, column: column)
    case YAML_SEQUENCE_NODE:
      var items: [YAMLNode] = []
      var item = node.pointee.data.sequence.items.start
      while let current = item, current != node.pointee.data.sequence.items.top {
        guard let child = yaml_document_get_node(&document, current.pointee) else { break }
        items.append(try copy(child, in: &document, depth: depth + 1, budget: &budget))
        item = current + 1
      }
      return YAMLNode(value: .sequence(items), line: line, column: column)
    case YAML_MAPPING_NODE:
      var pairs: [YAMLNode.Pair] = []
      var pair = node.pointee.data.mapping.pairs.start
      while let current = pair, current != node.pointee.data.mapping.pairs.top {
        guard let key = yaml_document_get_node(&document, current.pointee.key),
          let value = yaml_document_get_node(&document, current.pointee.value)
        else { break }
        pairs.append(
          YAMLNode.Pair(
            key: try copy(key, in: &document, depth: depth + 1, budget: &budget),
            value: try copy(value, in: &document, depth: depth + 1, budget: &budget)))
        pair = current + 1
      }
      return YAMLNode(value: .mapping(pairs), line: line, column: column)
    default:
      return YAMLNode(value: .scalar(""), line: line, column: column)
    }
  }

  /// libyaml's own problem and place, as a sentence.
  private static func error(of parser: yaml_parser_t) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be read"
    let context = parser.context.map { String(cString: $0) }
    let mark = parser.problem_mark
    return YAMLError(
      line: Int(mark.line) + 1, column: Int(mark.column) + 1,
      message: context.map { "\(problem) \($0)" } ?? problem)
  }
}
