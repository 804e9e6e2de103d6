import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimCLI

/// Issue 27: `touchsim run` streams its log, and a closed pipe ends it quietly at once.
@Suite struct StreamedRunCommandTests {
  /// A scenario file of `moves` samples after the touch-down, each move making a note of
  /// `noteBytes` bytes.
  static func noisyFile(moves: Int, noteBytes: Int) throws -> String {
    let note = String(repeating: "n", count: noteBytes)
    let path = (0...moves).map { "[\($0 * 8), \(100 + $0 % 50), 100]" }.joined(separator: ",")
    let text = """
      {"format": 1, "scenario": "many moves, each with a note",
       "root": {"id": "R", "subviews": [{"id": "v", "frame": [0, 0, 390, 844],
         "on": {"touchesMoved": [{"note": "\(note)"}]}}]},
       "touches": [{"finger": 1, "path": [\(path)]}],
       "expect": {"sequence": [{"to": "v", "call": "touchesCancelled"}]}}
      """
    let file = try TemporaryDirectory.make("touchsim-stream").appendingPathComponent("noisy.json")
    try Data(text.utf8).write(to: file)
    return file.path
  }

  static func run(_ arguments: [String], closesAfter: Int? = nil) -> CLIResult {
    let capture = OutputCapture(closesAfter: closesAfter)
    let status = Output.$capture.withValue(capture) { TouchSimCommand.run(arguments) }
    return CLIResult(status: status.rawValue, stdout: capture.standardOutput, stderr: capture.standardError)
  }

  @Test func aClosedPipeEndsTheRunQuietlyWithNothingMoreWritten() throws {
    let file = try Self.noisyFile(moves: 3_000, noteBytes: 1_000)
    let whole = Self.run(["run", file])
    #expect(whole.stdout.utf8.count > 3_000_000)
    #expect(whole.stderr.contains("warning: expect.sequence[0] is not met"))
    for format in ["text", "jsonl"] {
      let piped = Self.run(["run", "--format", format, file, file], closesAfter: 100_000)
      // The pipe took 100,000 bytes; no warning, no second file, no error.
      #expect(piped.stdout.utf8.count == 100_000)
      #expect(piped.stderr.isEmpty)
      #expect(piped.status == 0)
    }
  }

  @Test func aClosedPipeEndsTheProcessBySIGPIPEAsOtherToolsDo() throws {
    let file = try Self.noisyFile(moves: 20_000, noteBytes: 10_000)  // a 200 MB log
    let touchsim = CLI.productsDirectory.appendingPathComponent("touchsim").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "\"$0\" run \"$1\" | head -c 1000 > /dev/null; echo ${PIPESTATUS[0]}", touchsim, file]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(output == "141\n")  // 128 + SIGPIPE: killed by the signal, as `seq 1 1000000 | head -1`
  }
}
