import TouchSimScenario

/// Reads a scenario for a tool that replays variations of it (`-`: standard input). The file
/// is first replayed as written, so an invalid or unreadable file gets the same diagnostics
/// and exit status as `run`: the bytes, or the status to return.
func validatedScenarioBytes(_ path: String, registry: TouchSimRegistry) -> (bytes: [UInt8]?, status: ExitStatus) {
  let name = ScenarioInput.name(of: path)
  switch ScenarioInput.read(path) {
  case .failure(let error):
    Output.error("\(name): error: \(error.reason)")
    return (nil, .unreadableInput)
  case .success(let bytes):
    let status = report(ScenarioRun.run(bytes: bytes, path: name, registry: registry), name: name) { _, _ in }
    return status == .ok ? (bytes, .ok) : (nil, status)
  }
}
