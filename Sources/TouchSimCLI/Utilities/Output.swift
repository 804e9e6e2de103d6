import Foundation
import TouchSimScenario

/// Writes to stdout (logs, diffs, summaries) and stderr (diagnostics), and reads standard
/// input for `-`: the process's own streams, or memory while `capture` is set (in-process
/// tests and the argument fuzzer, which must not block on stdin or flood the terminal).
enum Output {
  /// Set for the duration of an in-process run (`Output.$capture.withValue(...)`).
  @TaskLocal static var capture: OutputCapture?

  static func print(_ text: String, terminator: String = "\n") {
    write(text + terminator)
  }

  static func write(_ text: String) {
    if let capture {
      capture.append(text, error: false)
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// Writes a streamed log's bytes to stdout with `write(2)` (no copy, no `Data`): 0 when
  /// they were all written, else the `errno` that stopped it (`EPIPE`: the reader went away,
  /// as when `touchsim run x.json | head -1` has its line).
  static func writeLog(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    if let capture { return capture.append(bytes) }
    guard var cursor = bytes.baseAddress else { return 0 }
    var left = bytes.count
    while left > 0 {
      let written = Foundation.write(1, cursor, left)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      cursor += written
      left -= written
    }
    return 0
  }

  /// Ends the process as a closed pipe ends `seq 1 1000000 | head -1`'s writer: killed by
  /// `SIGPIPE` (status 141 in a shell), having written nothing more. A stdout write returns
  /// `EPIPE` only when `SIGPIPE` is ignored (an inherited disposition); otherwise the kernel
  /// has already ended the process at that write. In an in-process run nothing is raised.
  static func endForClosedPipe() {
    guard capture == nil else { return }
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    exit(128 + SIGPIPE)  // if SIGPIPE is blocked
  }

  static func error(_ text: String) {
    if let capture {
      capture.append(text + "\n", error: true)
    } else {
      FileHandle.standardError.write(Data((text + "\n").utf8))
    }
  }

  /// Writes to stderr without a newline (a progress line redrawn with `\r`).
  static func errorText(_ text: String) {
    if let capture {
      capture.append(text, error: true)
    } else {
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// A writer to stderr bound to the current destination: `capture` is task-local, so work on
  /// other threads (the progress of `sweep` and `fuzz`, reported from their workers) must use a
  /// writer taken on the calling task, or it would reach the process's stderr instead.
  static func errorTextWriter() -> @Sendable (String) -> Void {
    if let capture { return { capture.append($0, error: true) } }
    return { FileHandle.standardError.write(Data($0.utf8)) }
  }

  /// Whether a stream (1 stdout, 2 stderr) is a terminal; in an in-process run, what the
  /// capture says.
  static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    if let capture { return capture.isTerminal }
    return TerminalColor.isTerminal(fileDescriptor)
  }

  /// Whether text to a stream gets ANSI colours: a terminal, `NO_COLOR` unset, `TERM` not
  /// `dumb`, and no `--no-color`.
  static func colours(_ fileDescriptor: Int32, noColorFlag: Bool) -> Bool {
    guard !noColorFlag else { return false }
    let environment = capture?.environment ?? ProcessInfo.processInfo.environment
    guard environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return false }
    return isTerminal(fileDescriptor)
  }

  /// Writes a file an option names (`check --report FORMAT FILE`, `timeline -o FILE`): `-` is
  /// standard output; any other path goes through `AtomicFile`, which never changes what the
  /// path is (a regular file is replaced atomically, a FIFO or a device written in place, a
  /// directory refused).
  static func writeFile(_ text: String, to path: String) throws {
    if path == "-" {
      write(text)
      return
    }
    try AtomicFile.write(Array(text.utf8), to: path)
  }

  /// Refuses more replays than an in-process run allows (the argument fuzzer's time budget).
  static func checkReplayLimit(_ count: Int) throws(UsageError) {
    if let limit = capture?.replayLimit, count > limit {
      throw UsageError(message: "\(count) replays; at most \(limit) in this in-process run")
    }
  }

  /// All of standard input, up to `limit + 1` bytes (enough for the reader to report a file
  /// over its size limit); nil when it cannot be read.
  static func readStandardInput(limit: Int) -> [UInt8]? {
    if let capture { return Array(capture.standardInput.prefix(limit + 1)) }
    return try? ScenarioFileReader.readAll(0, limit: limit).get()
  }
}

/// What a command printed, and the standard input it reads, kept in memory.
final class OutputCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var out: [UInt8] = []
  private var err: [UInt8] = []
  /// The bytes `-` reads.
  let standardInput: [UInt8]
  /// Bytes kept per stream; more is counted but dropped (a fuzzer's run stays small).
  let keep: Int
  /// The most scenario replays one command may ask for (`fuzz --count`, `sweep` cells), so
  /// that an in-process run stays short; nil: the tool's own limits only.
  let replayLimit: Int?
  private(set) var dropped = 0
  /// Bytes of a streamed log (`writeLog`) after which stdout fails with `EPIPE`, as a pipe
  /// whose reader went away (tests of `touchsim run ... | head`); nil: never.
  let closesAfter: Int?
  private var logBytes = 0
  /// Whether the command should take its streams for a terminal (tests of terminal output).
  let isTerminal: Bool
  /// The environment the command sees for colours (`NO_COLOR`, `TERM`); nil: the process's.
  let environment: [String: String]?

  init(
    standardInput: [UInt8] = [], keep: Int = .max, replayLimit: Int? = nil, isTerminal: Bool = false,
    environment: [String: String]? = nil, closesAfter: Int? = nil
  ) {
    self.closesAfter = closesAfter
    self.standardInput = standardInput
    self.keep = keep
    self.replayLimit = replayLimit
    self.isTerminal = isTerminal
    self.environment = environment
  }

  func append(_ text: String, error: Bool) {
    lock.withLock {
      let bytes = Array(text.utf8)
      let room = max(0, keep - (error ? err.count : out.count))
      if error { err += bytes.prefix(room) } else { out += bytes.prefix(room) }
      dropped += max(0, bytes.count - room)
    }
  }

  /// Appends a streamed log's bytes to stdout; `EPIPE` past `closesAfter` bytes.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    lock.withLock {
      if let closesAfter, logBytes + bytes.count > closesAfter {
        let room = max(0, closesAfter - logBytes)
        logBytes += room
        out += bytes.prefix(min(room, max(0, keep - out.count)))
        return EPIPE
      }
      logBytes += bytes.count
      let room = max(0, keep - out.count)
      out += bytes.prefix(room)
      dropped += max(0, bytes.count - room)
      return 0
    }
  }

  /// What went to stdout.
  var standardOutput: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
  /// What went to stderr.
  var standardError: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
}
