import TouchSim
import TouchSimScenario

/// Replays each file (`-`: standard input, named `<stdin>`) with the registry's classes,
/// reports its diagnostics on stderr, and hands successful runs to `body` with the name
/// printed for the file; returns the worst exit status (65 invalid or a loop of its
/// reactions, 66 unreadable, 70 internal error).
func replayEach(
  _ paths: [String], registry: TouchSimRegistry, checks: Bool = true, explain: Bool = false,
  order: RecognizerOrder = .insertion, _ body: (String, ScenarioRun) -> Void
) -> ExitStatus {
  var status = ExitStatus.ok
  for path in paths {
    let name = ScenarioInput.name(of: path)
    switch ScenarioInput.read(path) {
    case .failure(let error):
      Output.error("\(name): error: \(error.reason)")
      status = status.worst(.unreadableInput)
    case .success(let bytes):
      status = status.worst(
        report(
          ScenarioRun.run(
            bytes: bytes, path: name, registry: registry, explain: explain, checks: checks,
            configure: { $0.recognizerOrder = order }),
          name: name, body))
    }
  }
  return status
}

/// Reports one replay's diagnostics and hands a successful run to `body`.
func report(
  _ result: Result<ScenarioRun, ScenarioRun.Failure>, name: String, _ body: (String, ScenarioRun) -> Void
) -> ExitStatus {
  switch result {
  case .failure(.unreadable(let reason)):
    Output.error("\(name): error: \(reason)")
    return .unreadableInput
  case .failure(.invalid(let error)):
    Output.error(error.rendered(path: name))
    return .badScenario
  case .success(let run):
    for warning in run.warnings { Output.error(warning.rendered(path: name)) }
    body(name, run)
    if let loop = run.reactionLoop {
      Output.error(loop.rendered(path: name))
      return .badScenario
    }
    if let internalError = run.internalError {
      Output.error("\(name): error: internal error: \(internalError)")
      return .internalError
    }
    return .ok
  }
}
