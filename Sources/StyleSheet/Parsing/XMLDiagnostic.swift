/// A problem libxml2 reported, copied into Swift values before the C side is freed.
struct XMLDiagnostic: Hashable, Sendable {
  /// What kind of check raised it.
  enum Kind: Hashable, Sendable {
    /// The document is not well-formed XML.
    case syntax
    /// The document declares a DOCTYPE (refused before its internal subset is read).
    case doctype
    /// The document refers to an entity other than the five predefined ones.
    case entity
    /// The document is beyond a size limit; the message is the whole sentence.
    case limit
    /// The RELAX NG schema itself could not be read.
    case schema
    /// The document does not match the schema.
    case validity(ValidityCode)
  }

  /// The RELAX NG validity errors the message rewriter tells apart.
  enum ValidityCode: Hashable, Sendable {
    /// An attribute the element does not allow, or a value its type refuses (`str1` attribute, `str2` element).
    case invalidAttribute
    /// An element where none of that name is allowed (`str1` element).
    case unexpectedElement
    /// Expected one element, found another (`str1` expected, `str2` found).
    case wrongElement
    /// A value refused by its datatype (`str1` type, `str2` value).
    case badValue
    /// An expected element or attribute is missing (`str1` name).
    case missing
    /// Text where only elements are allowed.
    case unexpectedText
    /// A summary of errors reported elsewhere ("failed to validate content").
    case summary
    /// Anything else.
    case other
  }

  var kind: Kind
  /// 1-based line, 0 when unknown.
  var line: Int
  /// libxml2's message, trimmed.
  var message: String
  /// libxml2's first and second string arguments, when given.
  var str1: String?
  var str2: String?
}
