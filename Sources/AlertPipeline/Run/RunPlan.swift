import AlertRun

/// What a command asks of the run, in typed values made at the edge from the command line and
/// the project file: which inputs and how they are read, in which locales and looks, on how
/// many threads and in which shard. The run never sees an argument word.
///
/// ``Run/start(_:sink:)`` reads the plan's inputs; each product — render, layout, lint,
/// gallery, review, snapshot — is then a method of the ``Run`` it returns, so every command,
/// `serve` and the library go through the same steps.
package struct RunPlan: Sendable {
  /// The files and folders to read (specs, Swift sources, folders of either).
  package var paths: [String]
  /// The style sheet and how the inputs are read.
  package var inputs: InputOptions
  /// The locales the alerts are shown in.
  package var locales: LocaleSelection
  /// The configurations chosen: devices, orientations, appearances, text sizes, formats.
  package var look: LookOptions
  /// Where images go, how they are compressed, how many threads draw, which shard.
  package var output: OutputOptions
  /// The command's name: it starts the run's notes ("render: …") and labels its progress.
  package var label: String
  /// The words that asked for this run less `--shard` and the output, which a shard keeps in
  /// its part so that `merge` finishes the same run; empty when no shard is run.
  package var partArguments: [String]

  package init(
    paths: [String], inputs: InputOptions = InputOptions(),
    locales: LocaleSelection = LocaleSelection(nil), look: LookOptions = LookOptions(),
    output: OutputOptions = OutputOptions(), label: String, partArguments: [String] = []
  ) {
    self.paths = paths
    self.inputs = inputs
    self.locales = locales
    self.look = look
    self.output = output
    self.label = label
    self.partArguments = partArguments
  }
}
