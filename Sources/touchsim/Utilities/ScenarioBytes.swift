import Foundation
import TouchSimScenario

/// Reads a scenario for a tool that replays variations of it. The file is first replayed as
/// written, so an invalid or unreadable file gets the same diagnostics and exit status as
/// `run`: the bytes, or the status to return.
func validatedScenarioBytes(_ path: String) -> (bytes: [UInt8]?, status: ExitStatus) {
  var bytes: [UInt8]?
  let status = replayEach([path]) { _, _ in
    bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }
  guard status == .ok, let bytes else { return (nil, status == .ok ? .unreadableInput : status) }
  return (bytes, .ok)
}
