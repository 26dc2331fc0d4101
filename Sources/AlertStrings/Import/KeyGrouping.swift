import AlertSpec

/// How `alert-preview import` turns a table's keys into alerts.
///
/// A key names one part of one alert: `<alert>.title`, `<alert>.message`,
/// `<alert>.button.<name>` (or `buttons.`, `action.`) and `<alert>.field.<name>` (or
/// `placeholder.`, `textField.`). Keys with the same `<alert>` make one spec, whose id is
/// `<alert>` with dots as hyphens (`alert.delete.title` → `alert-delete`), made to fit the
/// spec id rules (``SpecID/fitted(_:source:taken:)``): an id over 64 characters, or one an
/// earlier prefix in key order already makes (`a..b` and `a/b` both make `a-b`), is cut and
/// ends in six hex digits of a hash of its prefix (`a-b-4c1d2e`). A button named
/// `cancel` gets the cancel role and comes first; `delete`, `remove`, `erase` and
/// `destructive` get the destructive role; the others are default, in key order. Keys of no
/// such shape are skipped and listed.
public enum KeyGrouping {
  /// One alert's keys.
  public struct Alert: Hashable, Sendable {
    /// The spec id: the alert's key prefix with dots as hyphens, fitted to the id rules.
    public var id: String
    /// The prefix of an earlier alert that makes the same plain id, which made this one's
    /// id end in a hash; `nil` when the plain id was free.
    public var sharesIDWith: String?
    /// The key prefix (`alert.delete`).
    public var prefix: String
    public var title: String?
    public var message: String?
    /// Button keys with their roles, in spec order.
    public var buttons: [Button] = []
    /// Text-field placeholder keys, in key order.
    public var fields: [String] = []
  }

  /// One button of an imported alert.
  public struct Button: Hashable, Sendable {
    /// The label's key.
    public var key: String
    /// `cancel`, `destructive` or `default`.
    public var role: String
  }

  static let buttonWords: Set<String> = ["button", "buttons", "action", "actions"]
  static let fieldWords: Set<String> = ["field", "fields", "placeholder", "textField"]
  static let destructive: Set<String> = ["delete", "remove", "erase", "destructive"]

  /// The alerts of `keys` that match `pattern` (`*` any run of characters, `?` one), in key
  /// order, and the matching keys that fit no alert.
  public static func group(_ keys: [String], matching pattern: String = "*")
    -> (alerts: [Alert], skipped: [String])
  {
    var alerts: [String: Alert] = [:]
    var order: [String] = []
    var skipped: [String] = []
    for key in keys.sorted() where Glob.matches(key, pattern) {
      let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard parts.count >= 2 else {
        skipped.append(key)
        continue
      }
      let last = parts[parts.count - 1]
      let prefix: [String]
      enum Part { case title, message, button(String), field }
      let part: Part
      if last == "title" || last == "message" {
        prefix = Array(parts.dropLast())
        part = last == "title" ? .title : .message
      } else if parts.count >= 3, buttonWords.contains(parts[parts.count - 2]) {
        prefix = Array(parts.dropLast(2))
        part = .button(last)
      } else if parts.count >= 3, fieldWords.contains(parts[parts.count - 2]) {
        prefix = Array(parts.dropLast(2))
        part = .field
      } else {
        skipped.append(key)
        continue
      }
      let name = prefix.joined(separator: ".")
      let id = slug(name)
      guard !prefix.isEmpty, !id.isEmpty else {
        skipped.append(key)
        continue
      }
      if alerts[name] == nil {
        order.append(name)
        alerts[name] = Alert(id: id, prefix: name)
      }
      switch part {
      case .title: alerts[name]?.title = key
      case .message: alerts[name]?.message = key
      case .field: alerts[name]?.fields.append(key)
      case .button(let button):
        let role =
          button == "cancel" ? "cancel" : destructive.contains(button) ? "destructive" : "default"
        let entry = Button(key: key, role: role)
        if role == "cancel" {
          alerts[name]?.buttons.insert(entry, at: 0)
        } else {
          alerts[name]?.buttons.append(entry)
        }
      }
    }
    // Ids in key order: the first prefix of each plain id keeps it.
    var result: [Alert] = []
    var taken: [String: String] = [:]
    for var alert in order.compactMap({ alerts[$0] }) {
      let plain = alert.id
      alert.id = SpecID.fitted(plain, source: alert.prefix, taken: Set(taken.keys))
      if alert.id != plain { alert.sharesIDWith = taken[plain] }
      taken[alert.id] = alert.prefix
      if taken[plain] == nil { taken[plain] = alert.prefix }
      result.append(alert)
    }
    return (result, skipped)
  }

  /// `alert.delete_album` → `alert-delete-album`: lower case, runs of anything but a–z and
  /// 0–9 as one hyphen.
  public static func slug(_ name: String) -> String {
    var result = ""
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result
  }
}

/// Shell-style patterns for `--keys`: `*` any run of characters (dots included), `?` one.
enum Glob {
  static func matches(_ text: String, _ pattern: String) -> Bool {
    let t = Array(text)
    let p = Array(pattern)
    var ti = 0
    var pi = 0
    var star: Int?
    var mark = 0
    while ti < t.count {
      if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
        ti += 1
        pi += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if let star {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
