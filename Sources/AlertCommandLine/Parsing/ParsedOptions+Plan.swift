import AlertPipeline
import AlertRun

extension ParsedOptions {
  /// The run these options ask `label`'s command for: the paths (or the project file's
  /// `include`), the input, look, locale and output options, typed.
  ///
  /// - Parameters:
  ///   - style: the sheet, for a command that takes several (`gallery --style ios,ios26`).
  ///   - allLocales: without `--locale`, show every locale of each alert's strings.
  ///   - output: the option naming where a shard writes its part; it is left out of the
  ///     words the part keeps for `merge`, with `--shard`.
  package func plan(
    for label: String, style: String? = nil, allLocales: Bool = false,
    output: OptionDeclaration? = nil
  ) throws -> RunPlan {
    let dropped = [Options.shard.declaration] + (output.map { [$0] } ?? [])
    return RunPlan(
      paths: paths(), inputs: try inputs(style: style),
      locales: locales(defaultsToAll: allLocales), look: look, output: self.output,
      label: label,
      partArguments: has(Options.shard) ? CommandLineWords.removing(dropped, from: arguments) : [])
  }
}
