import Foundation
import TouchSim
import TouchSimScenario

/// stream_first_byte_ms and stream_peak_rss_mb (issue 27): a streamed `touchsim run` of a
/// scenario whose log is about 1 GB (1,000 moves, each making a 1 MiB note; the file is
/// 1.02 MB), text to /dev/null through a 64 KiB `LogOutput`, in a child process so that its
/// peak resident memory (VmHWM) is its own. Before streaming the log was built whole first:
/// 1 GB of memory, and no byte for 28 s.
enum StreamBench {
  /// The moves and the note's length of the scenario.
  static let moves = 1_000
  static let noteBytes = 1_048_575

  /// The figures from a child process: (ms to the first byte, peak RSS in MB, seconds in all,
  /// bytes of log), or nil when the child failed.
  static func run() -> (firstByteMilliseconds: Double, peakRSSMegabytes: Double, seconds: Double, bytes: Int)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--child-stream"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let parts = output.split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, parts.count == 4, let first = parts[0], let rss = parts[1],
      let seconds = parts[2], let bytes = parts[3]
    else { return nil }
    return (first, rss, seconds, Int(bytes))
  }

  /// The scenario: one finger moving `moves` times over a view whose `touchesMoved` notes
  /// `noteBytes` bytes.
  static func scenario() -> [UInt8] {
    let note = String(repeating: "n", count: noteBytes)
    let path = (0...moves).map { "[\($0 * 8),\(100 + $0 % 50),100]" }.joined(separator: ",")
    return Array(
      """
      {"format":1,"scenario":"many moves, each with a 1 MiB note","root":{"id":"R","subviews":[{"id":"v","frame":[0,0,390,844],"on":{"touchesMoved":[{"note":"\(note)"}]}}]},"touches":[{"finger":1,"path":[\(path)]}]}
      """.utf8)
  }

  /// In the child: stream the run to /dev/null and print `first-byte-ms peak-MB seconds bytes`.
  static func childMain() -> Int32 {
    let bytes = scenario()
    let devNull = open("/dev/null", O_WRONLY)
    guard devNull >= 0 else { return 1 }
    let clock = ContinuousClock()
    let start = clock.now
    var firstByte: Duration?
    let output = TouchSim.LogOutput { chunk in
      if firstByte == nil { firstByte = clock.now - start }
      return write(devNull, chunk.baseAddress, chunk.count) == chunk.count
    }
    let stream = LogStream(format: .text, output: output)
    guard case .success(let run) = ScenarioRun.stream(bytes: bytes, path: "stream.json", to: stream) else { return 1 }
    stream.finish()
    let total = clock.now - start
    guard run.internalError == nil, !output.failed, let firstByte else { return 1 }
    print(
      "\(milliseconds(firstByte)) \(peakResidentMegabytes()) \(milliseconds(total) / 1000) \(output.bytesWritten)")
    return 0
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  /// VmHWM from /proc/self/status in MB (Linux), else getrusage's maxrss.
  static func peakResidentMegabytes() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    {
      return kilobytes / 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
