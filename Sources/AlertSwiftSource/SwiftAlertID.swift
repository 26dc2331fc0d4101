import AlertSpec
internal import SwiftSyntax

/// Ids for alerts found in Swift, made from what does not move when lines are added: the type
/// and member the alert is in, and the key or words of its title (or of its message, or of its
/// first button, when it has no title): `settings-view-controller-confirm-delete-delete-account`
/// for `SettingsViewController.confirmDelete()` showing “Delete Account?”. A second alert of the
/// same name in the same place ends in `-2`, `-3` in source order.
enum SwiftAlertID {
  /// Where an alert's call is: the innermost type (or extended type) and member (function,
  /// initialiser or computed property) around it.
  struct Context: Hashable, Sendable {
    var type: String?
    var member: String?

    /// The context of `node`.
    static func of(_ node: Syntax) -> Context {
      var context = Context()
      var current: Syntax? = node
      while let here = current {
        if context.member == nil {
          if let function = here.as(FunctionDeclSyntax.self) {
            context.member = function.name.text
          } else if here.is(InitializerDeclSyntax.self) {
            context.member = "init"
          } else if let binding = here.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            context.member = name
          }
        }
        if let extended = here.as(ExtensionDeclSyntax.self) {
          context.type = extended.extendedType.trimmedDescription
            .split(separator: ".").last.map(String.init)
          break
        }
        if let type = here.asProtocol(NamedDeclSyntax.self),
          here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self)
            || here.is(EnumDeclSyntax.self) || here.is(ActorDeclSyntax.self)
        {
          context.type = type.name.text
          break
        }
        current = here.parent
      }
      return context
    }
  }

  /// How many words of the title (or key) the id keeps.
  static let titleWords = 4

  /// The id of `spec` (its title, message or first label, or their keys), read in `context`
  /// of `file`: the type (else the file's stem), the member, then the copy's words, in kebab
  /// case within ``SpecLimits/idLength`` characters.
  static func make(file: String, context: Context, spec: AlertSpec) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let stem = name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    var parts = [kebab(context.type ?? stem)]
    if let member = context.member { parts.append(kebab(member)) }
    parts.append(copyWords(spec))
    var id = ""
    for part in parts where !part.isEmpty {
      let joined = id.isEmpty ? part : id + "-" + part
      if joined.count <= SpecLimits.idLength - 3 {
        id = joined
      } else {
        // A long part is cut at a word, leaving room for a `-2` suffix.
        let room = SpecLimits.idLength - 3 - id.count - (id.isEmpty ? 0 : 1)
        var cut = String(part.prefix(max(room, 0)))
        if cut.count < part.count, part[part.index(part.startIndex, offsetBy: cut.count)] != "-" {
          // Cut inside a word: end at the word before.
          cut = cut.lastIndex(of: "-").map { String(cut[..<$0]) } ?? ""
        }
        if !cut.isEmpty { id = id.isEmpty ? cut : id + "-" + cut }
        break
      }
    }
    return id.isEmpty ? "alert" : id
  }

  /// The words an id takes from the alert's copy: the title's key (a SwiftGen or dotted key
  /// names the alert well) or its first words, else the message's, else the first label's.
  private static func copyWords(_ spec: AlertSpec) -> String {
    for field in ["title", "message", "buttons[0].label"] {
      if let key = spec.keys[field]?.key, key.contains("."), !key.contains(" ") {
        return kebab(key.split(separator: ".").suffix(2).joined(separator: "-"))
      }
      let text: String?
      switch field {
      case "title": text = spec.title
      case "message": text = spec.message
      default: text = spec.buttons.first?.label
      }
      guard let text, !text.isEmpty else { continue }
      // Words of ASCII letters and digits, apostrophes dropped (`couldn't` → `couldnt`).
      let words = text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" }
        .map {
          String(
            $0.unicodeScalars.filter {
              $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
            })
        }
        .filter { !$0.isEmpty }
      return words.prefix(titleWords).joined(separator: "-")
    }
    return ""
  }

  /// `SettingsViewController` → `settings-view-controller`, in the spec id charset
  /// `[a-z0-9-]` (other letters are dropped).
  static func kebab(_ text: String) -> String {
    var kebab = ""
    var previous: Character?
    for character in text {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        kebab.append("-")
      }
      let lower = Character(character.lowercased())
      if lower.isASCII, lower.isLetter || lower.isNumber {
        kebab.append(lower)
      } else if kebab.last != "-", !kebab.isEmpty {
        kebab.append("-")
      }
      previous = character
    }
    while kebab.hasSuffix("-") { kebab.removeLast() }
    return kebab
  }

  /// `id`, or `id-2`, `id-3`… when `taken` holds it.
  static func numbered(_ id: String, taken: Set<String>) -> String {
    guard taken.contains(id) else { return id }
    var number = 2
    while taken.contains("\(id)-\(number)") { number += 1 }
    return "\(id)-\(number)"
  }
}
