import Foundation

/// The arguments a format string takes, as translation tools compare them (Weblate's and
/// Lokalise's placeholder checks): each argument's position (`%2$@` is 2; unnumbered ones count
/// up from 1 in order) and its kind (`@` an object, `d` an integer, `f` a number, `s` a C
/// string, a `%#@name@` variable its name). `%%` is no argument.
public enum FormatPlaceholders {
  /// Argument position → kind, for `format`.
  public static func arguments(of format: String) -> [Int: String] {
    guard let pattern else { return [:] }
    var found: [Int: String] = [:]
    var next = 1
    let range = NSRange(format.startIndex..., in: format)
    for match in pattern.matches(in: format, range: range) {
      guard let whole = Range(match.range, in: format), format[whole] != "%%" else { continue }
      var position = next
      if let number = Range(match.range(at: 1), in: format).flatMap({ Int(format[$0]) }) {
        position = number
      } else {
        next += 1
      }
      if let variable = Range(match.range(at: 2), in: format) {
        found[position] = "#@" + format[variable]
      } else if let conversion = Range(match.range(at: 3), in: format) {
        found[position] = kind(of: String(format[conversion]))
      }
    }
    return found
  }

  /// How `translation`'s arguments differ from `source`'s, as a phrase ("drops %@, adds %d");
  /// `nil` when they agree. A plural variable in either is left to the plural rules.
  public static func difference(source: String, translation: String) -> String? {
    let wanted = arguments(of: source)
    let given = arguments(of: translation)
    guard !wanted.values.contains(where: { $0.hasPrefix("#@") }),
      !given.values.contains(where: { $0.hasPrefix("#@") })
    else { return nil }
    var parts: [String] = []
    for position in Set(wanted.keys).union(given.keys).sorted() {
      switch (wanted[position], given[position]) {
      case (let kind?, nil): parts.append("drops argument \(position) (\(shown(kind)))")
      case (nil, let kind?): parts.append("adds argument \(position) (\(shown(kind)))")
      case (let a?, let b?) where a != b:
        parts.append("takes argument \(position) as \(shown(b)), not \(shown(a))")
      default: break
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private static let pattern = try? NSRegularExpression(
    pattern:
      #"%%|%(?:([1-9][0-9]*)\$)?(?:#@([A-Za-z0-9_]+)@|[-+ 0#']*[0-9*]*(?:\.[0-9*]+)?(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp]))"#
  )

  /// The kind an argument is read as: integers alike, numbers alike.
  private static func kind(of conversion: String) -> String {
    switch conversion {
    case "d", "D", "i", "u", "U", "x", "X", "o", "O", "c", "C": "d"
    case "f", "F", "e", "E", "g", "G", "a", "A": "f"
    case "s", "S": "s"
    default: conversion
    }
  }

  private static func shown(_ kind: String) -> String { "%" + kind }
}
