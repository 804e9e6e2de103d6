import Testing
import TouchSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalColorTests {
  /// Runs `body` with the master side of a fresh pseudo-terminal from `/dev/ptmx`, which `isatty` accepts.
  static func withTerminal(_ body: (Int32) throws -> Void) throws {
    let fd = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    try #require(fd >= 0, "no pseudo-terminal available")
    defer { close(fd) }
    try #require(isatty(fd) == 1)
    try body(fd)
  }

  static let ptysAvailable: Bool = {
    let fd = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return isatty(fd) == 1
  }()

  @Test(.enabled(if: ptysAvailable)) func aTerminalWithAPlainEnvironmentGetsColor() throws {
    try Self.withTerminal { fd in
      #expect(TerminalColor.shouldColor(fileDescriptor: fd, environment: [:]))
      #expect(TerminalColor.shouldColor(fileDescriptor: fd, environment: ["TERM": "xterm-256color"]))
    }
  }

  @Test(.enabled(if: ptysAvailable)) func noColorDisablesColorWhateverItsValue() throws {
    try Self.withTerminal { fd in
      for value in ["", "0", "1", "false"] {
        #expect(!TerminalColor.shouldColor(fileDescriptor: fd, environment: ["NO_COLOR": value]))
      }
    }
  }

  @Test(.enabled(if: ptysAvailable)) func aDumbTerminalGetsNoColor() throws {
    try Self.withTerminal { fd in
      #expect(!TerminalColor.shouldColor(fileDescriptor: fd, environment: ["TERM": "dumb"]))
    }
  }

  @Test func aPipeGetsNoColor() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(!TerminalColor.shouldColor(fileDescriptor: fds[1], environment: ["TERM": "xterm"]))
  }

  @Test func anInvalidDescriptorGetsNoColor() {
    #expect(!TerminalColor.shouldColor(fileDescriptor: -1, environment: [:]))
  }
}
