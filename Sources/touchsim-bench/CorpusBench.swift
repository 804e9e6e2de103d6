import Foundation
import TouchSim
import TouchSimScenario
import TouchSimTools

/// corpus_seconds_1000 and peak_rss_mb: `check` over 1,000 generated scenarios on all cores,
/// in a child process so its peak RSS is its own.
enum CorpusBench {
  static func run() -> (seconds: Double, peakRSSMegabytes: Double) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    var size = ScenarioGenerator.Size()
    size.logicShare = 0  // the same corpus as before app logic (issue 15), so the figure stays comparable
    for seed in UInt64(1)...1_000 {
      var generator = ScenarioGenerator(seed: seed, size: size)
      let path = directory.appendingPathComponent("s\(seed).json").path
      try? AtomicFile.write(Array(generator.scenarioJSON(seed: seed).utf8), to: path)
      paths.append(path)
    }
    _ = GoldenCheck.checkAll(paths: paths, update: true, isCI: false)  // write the goldens first
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--child-corpus", directory.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return (.infinity, .infinity) }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return (.infinity, .infinity) }
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let seconds = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .infinity
    return (seconds, Double(usage.ru_maxrss) / 1024)
  }

  /// In the child: check every scenario in the folder, print the seconds it took.
  static func childMain(directory: String) -> Int32 {
    let paths = ScenarioFiles.expand([directory]).files
    var failed = 0
    let seconds = measure {
      failed = GoldenCheck.checkAll(paths: paths, update: false, isCI: true).filter { $0.verdict == .failed }.count
    }
    print(seconds)
    return failed == 0 && paths.count == 1_000 ? 0 : 1
  }
}

/// cold_start_ms: the whole `touchsim run` process on one small scenario (best of 10).
enum ColdStartBench {
  static func run() -> Double? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "touchsim")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
    let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-cold-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: scenario) }
    let text = """
      {"format": 1, "scenario": "cold start", "notes": "C3",
       "root": {"id": "root", "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 100, 44]}]},
       "touches": [{"finger": 1, "path": [[0, 60, 120], [80, 60, 120]]}]}
      """
    guard (try? AtomicFile.write(Array(text.utf8), to: scenario.path)) != nil else { return nil }
    var best = Double.infinity
    for _ in 0..<10 {
      guard let seconds = spawnAndWait(binary.path, ["run", scenario.path]) else { return nil }
      best = min(best, seconds * 1000)
    }
    return best
  }
}

/// Runs a program with its output to /dev/null via posix_spawn and returns the seconds
/// from spawn to exit (nil if it failed): Foundation's `Process` adds tens of milliseconds.
func spawnAndWait(_ path: String, _ arguments: [String]) -> Double? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  var status: Int32 = 0
  var failed = false
  let seconds = measure {
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      failed = true
      return
    }
    waitpid(pid, &status, 0)
  }
  return failed || status != 0 ? nil : seconds
}
