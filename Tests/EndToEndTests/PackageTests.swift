import Foundation
import Testing

/// The packages `make deb` and `make dist` build, made from this build's binary: what
/// `scripts/package/check.sh` checks (RUNPATH, bundled Swift libraries, Depends), that the
/// check fails on a broken package, and that the tarball runs from wherever it is unpacked.
@Suite(.enabled(if: Packaging.available, Packaging.missing), .serialized)
struct PackageTests {
  /// `dpkg-deb -f DEB FIELD`.
  static func field(_ field: String, of deb: URL) throws -> String {
    try Binary.run(["-f", deb.path, field], executable: "/usr/bin/dpkg-deb").stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func theDebPassesTheCheck() throws {
    let deb = try Packaging.deb.get()
    let version = try Self.field("Version", of: deb)
    #expect(deb.lastPathComponent == "alert-preview_\(version)_amd64.deb")
    #expect(try Binary.run(["--version"]).stdout == "alert-preview \(version)\n")
    let check = try Packaging.script("check.sh", [deb.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let depends = try Self.field("Depends", of: deb)
    for package in ["libcairo2", "libpango-1.0-0", "libxml2", "libhunspell-1.7-0", "libsoup-3.0-0"]
      + ["libyaml-0-2", "libpng16-16", "libpixman-1-0", "fonts-inter", "hunspell-en-us"]
      + ["wordnet-base", "libsqlite3-0", "libdeflate0"]
    {
      #expect(depends.contains(package), "Depends: \(depends)")
    }
    #expect(!depends.contains("-dev"), "Depends names a -dev package: \(depends)")
  }

  /// A package whose control file forgets libcairo2 and whose binary looks in a toolchain.
  @Test func theCheckFailsOnAMissingDependencyAndAnAbsoluteRunpath() throws {
    let deb = try Packaging.deb.get()
    let folder = try Packaging.folder("broken")
    let tree = folder.appendingPathComponent("tree")
    #expect(
      try Binary.run(["-R", deb.path, tree.path], executable: "/usr/bin/dpkg-deb").status == 0)
    let control = tree.appendingPathComponent("DEBIAN/control")
    let text = try String(contentsOf: control, encoding: .utf8)
    let withoutCairo = text.replacingOccurrences(
      of: #"libcairo2 \([^)]*\), "#, with: "", options: .regularExpression)
    #expect(withoutCairo != text)
    try withoutCairo.write(to: control, atomically: true, encoding: .utf8)
    let patch = try Binary.run(
      ["--set-rpath", "/opt/swift/usr/lib/swift/linux", tree.path + "/usr/bin/alert-preview"],
      executable: "/usr/bin/patchelf")
    #expect(patch.status == 0, "\(patch.stderr)")
    let broken = folder.appendingPathComponent("out/" + deb.lastPathComponent)
    try FileManager.default.createDirectory(
      at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
    let build = try Binary.run(
      ["--root-owner-group", "-Znone", "--build", tree.path, broken.path],
      executable: "/usr/bin/dpkg-deb")
    #expect(build.status == 0, "\(build.stderr)")

    let check = try Packaging.script("check.sh", [broken.path])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("needs libcairo.so.2 from libcairo2, which it does not depend on"),
      "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "bin/alert-preview's RUNPATH is '/opt/swift/usr/lib/swift/linux', not $ORIGIN"),
      "\(check.stdout)")
  }

  /// The tarball, unpacked in a folder of its own, reads Swift (SwiftParser from its lib/) and
  /// finds its style sheets through ../share, with nothing from the checkout.
  @Test func theTarballRunsFromWhereverItIsUnpacked() throws {
    let folder = try Packaging.folder("dist")
    let tarball = try Packaging.made(
      try Packaging.script("dist.sh", [Binary.path, folder.path]), by: "dist.sh")
    let check = try Packaging.script("check.sh", [tarball.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let elsewhere = folder.appendingPathComponent("some/where")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let untar = try Binary.run(
      ["-xzf", tarball.path, "-C", elsewhere.path], executable: "/bin/tar")
    #expect(untar.status == 0, "\(untar.stderr)")
    let name = tarball.lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
    let top = elsewhere.appendingPathComponent(name)
    let dependencies = try String(
      contentsOf: top.appendingPathComponent("share/doc/alert-preview/DEPENDENCIES"),
      encoding: .utf8)
    #expect(dependencies.contains("library: libcairo.so.2 (libcairo2)"), "\(dependencies)")
    #expect(dependencies.contains("package: wordnet-base"))

    let binary = top.appendingPathComponent("bin/alert-preview").path
    let work = try InstallTests.sandbox().appendingPathComponent("work")
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Tests/Fixtures/SwiftSources"),
      to: work.appendingPathComponent("Swift"))
    let extract = try InstallTests.run(
      URL(fileURLWithPath: binary), ["extract", "Swift", "--out", "extracted"], in: work)
    #expect(extract.status == 0, "\(extract.stderr)")
    let specs = try FileManager.default.contentsOfDirectory(
      atPath: work.appendingPathComponent("extracted").path)
    #expect(specs.count >= 5, "\(specs)")
    let unknown = try InstallTests.run(
      URL(fileURLWithPath: binary), ["lint", "nhs-log-out.json", "--style", "iso"], in: work)
    #expect(
      unknown.stderr.contains("looked in: \(top.path)/share/alert-preview/Styles, built in"),
      "\(unknown.stderr)")
  }
}
