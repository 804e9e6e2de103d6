import TouchSimScenario

/// A progress line on stderr for long work (`sweep`, `fuzz`), only when stderr is a
/// terminal: `sweep: 41200 of 100000 cells (41%)`, redrawn in place and erased at the end,
/// so that pipes, files and CI logs never see it.
struct ProgressLine {
  /// The counter the work advances; nil when stderr is not a terminal.
  let progress: Parallel.Progress?

  /// A line `label: N of TOTAL unit (P%)`.
  init(label: String, total: Int, unit: String) {
    guard Output.isTerminal(2), total > 0 else {
      progress = nil
      return
    }
    // Bound here: the workers that report run on threads the task-local capture does not reach.
    let write = Output.errorTextWriter()
    progress = Parallel.Progress(total: total) { done, total in
      write("\r\(label): \(done) of \(total) \(unit) (\(done * 100 / total)%)")
    }
  }

  /// Erases the line.
  func finish() {
    if progress != nil { Output.errorText("\r\u{1B}[K") }
  }
}
