extension AlertSpec {
  /// The spec with only the place of the alert itself (which names its file), without where
  /// each field and each character is: all a worker process needs to draw, compare or lint it
  /// (the run places the findings it gets back), and a third of the spec's size on the pipe.
  package var unplaced: AlertSpec {
    var unplaced = self
    unplaced.locations = locations[""].map { ["": $0] } ?? [:]
    unplaced.textPositions = [:]
    return unplaced
  }
}
