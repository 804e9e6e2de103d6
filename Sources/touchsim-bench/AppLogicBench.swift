import Foundation
import TouchSim
import TouchSimScenario
import TouchSimTools

/// app_logic_records_per_second: `AppLogicScenario` (issue 15), app logic on: cases answered
/// at every delegate question and override, a reaction with a condition at every
/// `scrollViewDidScroll` that sets a frame, text log to /dev/null.
enum AppLogicBench {
  /// Records per second over `strokes` drags (about 190 records each).
  static func run(strokes: Int = 4_000) -> Double {
    let loaded = ScenarioBuilder.build(AppLogicScenario.value(strokes: strokes))
    let window = loaded.window
    window.limits = .unbudgeted  // throughput beyond a scenario's budgets (`--profile-logic N`)
    window.recorder.keepsRecords = false
    let output = LogOutput(path: "/dev/null")
    window.recorder.sink = { record in output.append(record) }
    let seconds = measure { _ = loaded.simulation.run() }
    output.flush()
    return Double(window.recorder.count) / seconds
  }
}
