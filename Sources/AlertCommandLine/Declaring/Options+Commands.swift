import AlertRender
import AlertReview
import AlertRun
import AlertSupport

/// The options of one command each: the review's paper, the server's address, import's keys.
extension Options {
  public static let review = Option<Bool>.flag(
    "review", ["--review"],
    help: "also write the PDF review pack (`alert-preview help review`) as review.pdf, linked "
      + "from every page")

  public static let paper = Option<ReviewPaper>.value(
    "paper", ["--paper"], "a4|letter", help: "the page size", default: "a4",
    read: { text throws(UsageError) in
      try ChoiceValue.one(text, of: ReviewPaper.self, for: "--paper")
    })

  public static let outFile = Option<String>.text(
    "out-file", ["--out"], "FILE", help: "where to write", default: "review.pdf")

  public static let outPath = Option<String>.text(
    "out-path", ["--out"], "PATH",
    help: "the folder (gallery, snapshot) or file (lint; standard output without it) to write")

  public static let port = Option<Int>.value(
    "port", ["--port"], "N", help: "the port (0 picks a free one; the URL is printed)",
    default: "8080",
    read: { text throws(UsageError) in
      guard let port = Int(text), (0...65535).contains(port) else {
        throw UsageError("--port must be a number from 0 to 65535, not '\(text)'.")
      }
      return port
    })

  public static let host = Option<String>.text(
    "host", ["--host"], "ADDRESS",
    help: "the address to listen on (127.0.0.1 is this computer only; 0.0.0.0 lets anyone on "
      + "the network read and edit the specs)",
    default: "127.0.0.1")

  public static let keys = Option<String>.text(
    "keys", ["--keys"], "PATTERN", help: "only keys matching PATTERN: * any characters, ? one",
    default: "*")

  public static let table = Option<String>.text(
    "table", ["--table"], "NAME", help: "the table to read",
    default: "the .xcstrings file's name, or Localizable")

  public static let force = Option<Bool>.flag(
    "force", ["--force"],
    help: "replace specs that already exist (default: refuse, writing nothing)")
}

extension Options {
  public static let extractFolder = Option<String>.text(
    "out-specs", ["--out"], "DIR", help: "write one <id>.json spec per alert into DIR instead")
}
