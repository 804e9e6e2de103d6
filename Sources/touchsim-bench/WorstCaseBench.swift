import Foundation
import TouchSim
import TouchSimScenario
import TouchSimTools

/// `--worst`: the worst-case corpus (`WorstCaseScenarios`, issue 27), each file replayed by
/// the whole `touchsim run` process as a user runs it (text log to /dev/null), best of
/// `runs`. Each figure is `worst_<kind>-<count>` in seconds, with the target ≤ 2 s; the file
/// must also end as the corpus says (its exit status, and the limit named on stderr).
enum WorstCaseBench {
  struct Figure {
    let entry: WorstCaseScenarios.Entry
    /// The best wall-clock time of the runs.
    let seconds: Double
    /// The processor time (user and system) of that run: what the replay itself cost, whatever
    /// else the machine was doing.
    let processorSeconds: Double
    /// Why the file did not end as the corpus says, if it did not.
    let problem: String?
  }

  static func run(runs: Int = 3) -> [Figure]? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "touchsim")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-worst-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return WorstCaseScenarios.corpus.map { entry in
      let path = directory.appendingPathComponent(entry.name + ".json").path
      let errors = directory.appendingPathComponent(entry.name + ".stderr").path
      guard (try? AtomicFile.write(WorstCaseScenarios.scenario(entry.kind, count: entry.count), to: path)) != nil
      else { return Figure(entry: entry, seconds: .infinity, processorSeconds: .infinity, problem: "could not write") }
      var best = (seconds: Double.infinity, processor: Double.infinity)
      var problem: String?
      for _ in 0..<runs {
        guard let (seconds, processor, status) = spawnRun(binary.path, ["run", path], stderr: errors) else {
          return Figure(entry: entry, seconds: .infinity, processorSeconds: .infinity, problem: "could not run")
        }
        if seconds < best.seconds { best = (seconds, processor) }
        problem = check(entry.outcome, status: status, stderr: errors)
      }
      return Figure(entry: entry, seconds: best.seconds, processorSeconds: best.processor, problem: problem)
    }
  }

  /// Whether a run ended as `outcome` says: its exit status and, for a limit, its message.
  private static func check(_ outcome: WorstCaseScenarios.Outcome, status: Int32, stderr path: String) -> String? {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let lastLine = text.split(separator: "\n").last.map(String.init) ?? ""
    switch outcome {
    case .completes:
      return status == 0 ? nil : "exit \(status): \(lastLine)"
    case .stopped(let limit):
      return status == 70 && lastLine.contains(limit)
        ? nil : "expected a stop naming \(limit), exit \(status): \(lastLine)"
    case .refused(let limit):
      return status == 65 && lastLine.contains(limit)
        ? nil : "expected a refusal naming \(limit), exit \(status): \(lastLine)"
    }
  }

  /// Runs a program with its output to /dev/null and its errors to a file; the seconds from
  /// spawn to exit, the processor seconds it used and its exit status (nil if it could not start).
  private static func spawnRun(_ path: String, _ arguments: [String], stderr: String) -> (Double, Double, Int32)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    var status: Int32 = 0
    var usage = rusage()
    var started = true
    let seconds = measure {
      guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
        started = false
        return
      }
      wait4(pid, &status, 0, &usage)
    }
    guard started else { return nil }
    func inSeconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    // WEXITSTATUS: the exit code is in the second byte of the wait status.
    return (seconds, inSeconds(usage.ru_utime) + inSeconds(usage.ru_stime), (status >> 8) & 0xFF)
  }
}
