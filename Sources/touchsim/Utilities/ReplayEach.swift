import TouchSim
import TouchSimScenario

/// Replays each file, reports its diagnostics on stderr, and hands successful runs to `body`;
/// returns the worst exit status (65 invalid, 66 unreadable, 70 internal error).
func replayEach(
  _ paths: [String], checks: Bool = true, explain: Bool = false, order: RecognizerOrder = .insertion,
  _ body: (String, ScenarioRun) -> Void
) -> ExitStatus {
  var status = ExitStatus.ok
  for path in paths {
    switch ScenarioRun.run(path: path, explain: explain, checks: checks, order: order) {
    case .failure(.unreadable(let reason)):
      Output.error("\(path): error: \(reason)")
      status = status.worst(.unreadableInput)
    case .failure(.invalid(let error)):
      Output.error(error.rendered(path: path))
      status = status.worst(.badScenario)
    case .success(let run):
      for warning in run.warnings { Output.error(warning.rendered(path: path)) }
      body(path, run)
      if let internalError = run.internalError {
        Output.error("\(path): error: internal error: \(internalError)")
        status = status.worst(.internalError)
      }
    }
  }
  return status
}
