/// The parts of SARIF 2.1.0 that `alert-preview lint --format sarif` writes, as Codable values.
/// Names follow the specification; optional values that are `nil` are left out.
struct SARIFLog: Codable, Equatable {
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  var schema = SARIFLog.schemaURI
  var version = "2.1.0"
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  struct Run: Codable, Equatable {
    var tool: Tool
    /// Columns count Unicode scalars, as the spec parser does.
    var columnKind = "unicodeCodePoints"
    var results: [Result]
  }

  struct Tool: Codable, Equatable {
    var driver: Driver
  }

  struct Driver: Codable, Equatable {
    var name: String
    var version: String
    var rules: [Rule]
  }

  struct Rule: Codable, Equatable {
    var id: String
    var shortDescription: Text
    var fullDescription: Text?
    var help: Text?
    var helpUri: String?
    var defaultConfiguration: Configuration
    var properties: RuleProperties?
  }

  struct RuleProperties: Codable, Equatable {
    /// GitHub shows tags as filters: the rule's group.
    var tags: [String]
    /// The guidance the rule enforces.
    var source: String
  }

  struct Configuration: Codable, Equatable {
    var level: String
  }

  struct Text: Codable, Equatable {
    var text: String
  }

  struct Result: Codable, Equatable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    /// Empty for an active finding (known not suppressed), one `inSource` entry otherwise.
    var suppressions: [Suppression]
    var properties: ResultProperties?
    /// `new` for each finding when a baseline is applied (the known ones are left out).
    var baselineState: String?
    /// The mechanical fix, where it has a literal to go in (``LiteralEdit``).
    var fixes: [Fix]?
  }

  /// A proposed fix: the string literal replaced (SARIF 2.1.0 §3.55).
  struct Fix: Codable, Equatable {
    var description: Text
    var artifactChanges: [ArtifactChange]
  }

  struct ArtifactChange: Codable, Equatable {
    var artifactLocation: ArtifactLocation
    var replacements: [Replacement]
  }

  struct Replacement: Codable, Equatable {
    var deletedRegion: Region
    var insertedContent: Text
  }

  struct ResultProperties: Codable, Equatable {
    var configuration: String
  }

  struct Location: Codable, Equatable {
    var physicalLocation: PhysicalLocation
    var logicalLocations: [LogicalLocation]?
  }

  struct PhysicalLocation: Codable, Equatable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Codable, Equatable {
    var uri: String
  }

  /// Lines and columns are 1-based; `endColumn` is exclusive (the column after the word), as
  /// SARIF defines it. Columns count Unicode scalars (the run's `columnKind`).
  struct Region: Codable, Equatable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int? = nil
    var endColumn: Int? = nil
  }

  /// The alert (and field) a finding is about.
  struct LogicalLocation: Codable, Equatable {
    var name: String
    var fullyQualifiedName: String
    var kind = "object"
  }

  struct Suppression: Codable, Equatable {
    var kind = "inSource"
    var justification: String
  }
}
