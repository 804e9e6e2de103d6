import Foundation
import Testing
import TouchSimTestSupport

/// Messages that say what is wrong with a path (issue 12), and 73 for a golden that cannot be
/// written.
@Suite struct UnreadableInputTests {
  @Test func symbolicLinkLoopsFIFOsAndDevicesSayWhatTheyAre() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    let loop = directory.appendingPathComponent("loop.json").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let fifo = directory.appendingPathComponent("fifo.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for verb in ["run", "validate", "explain"] {
      let result = CLI.inProcess([verb, loop, fifo, "/dev/zero", directory.path + "/none.json"])
      #expect(result.status == 66)
      #expect(result.stderr.contains("\(loop): error: too many levels of symbolic links\n"), "\(result.stderr)")
      #expect(result.stderr.contains("\(fifo): error: is not a regular file (it is a FIFO)\n"))
      #expect(result.stderr.contains("/dev/zero: error: is not a regular file (it is a character device)\n"))
      #expect(result.stderr.contains("/none.json: error: no such file\n"))
    }
    let check = CLI.inProcess(["check", loop, directory.path + "/none.json"])
    #expect(check.status == 66)
    #expect(check.stderr.contains("\(loop): error: too many levels of symbolic links\n"), "\(check.stderr)")
    #expect(check.stderr.contains("/none.json: error: no such file\n"))
    let sweep = CLI.inProcess(["sweep", fifo, "--vary", "hold=100"])
    #expect(sweep.status == 66)
    #expect(sweep.stderr == "\(fifo): error: is not a regular file (it is a FIFO)\n")
  }

  @Test func aFIFOWhereTheGoldenGoesDoesNotBlockCheck() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    #expect(mkfifo(directory.appendingPathComponent("tap.golden").path, 0o600) == 0)
    let result = CLI.inProcess(["check", directory.appendingPathComponent("tap.json").path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("tap.golden: error: no golden log"))
  }

  @Test func aGoldenThatCannotBeWrittenExitsSeventyThree() throws {
    let directory = try TemporaryDirectory.make("touchsim-cli")
    defer { try? FileManager.default.removeItem(at: directory) }
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    // A non-empty folder where the golden goes: no rename can replace it, not even as root.
    let blocker = directory.appendingPathComponent("tap.golden")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    try "x".write(to: blocker.appendingPathComponent("keep"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "--update", "tap.json"], in: directory)
    #expect(result.status == 73, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("tap.golden: error: cannot write golden: cannot write 'tap.golden'"))
    #expect(result.stdout.hasSuffix("FAIL tap.json\n0 passed, 1 failed\n"))
  }
}
