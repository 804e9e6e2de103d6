import Foundation
import Testing
import TouchSimTestSupport

/// Output paths are never replaced (issue 27): `--report`, `timeline -o` and golden writes
/// replace regular files atomically, write FIFOs and devices in place, follow symbolic links
/// and refuse directories; `-` is standard output. The tests run as CI does, as root, where
/// a rename over `/dev/stdout` or `/dev/null` would succeed.
@Suite struct OutputPathTests {
  /// The type bits `lstat` reports (a link is a link), 0 when the path does not exist.
  static func type(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// A folder holding the tap scenario as `tap.json`.
  static func folder() throws -> URL {
    let directory = try TemporaryDirectory.make("touchsim-output")
    try tapScenario.write(to: directory.appendingPathComponent("tap.json"), atomically: true, encoding: .utf8)
    return directory
  }

  /// The jsonl report line of `tap.json`, its wall time written as T (`timeless`).
  static let tapLine = #"{"scenario":"tap.json","status":"passed","time":T,"duration":80}"# + "\n"

  /// A report with each measured wall time replaced by T (the CLI measures it; tests never
  /// compare wall-clock values).
  static func timeless(_ text: String) -> String {
    text.replacingOccurrences(of: #""time":[0-9.]+"#, with: #""time":T"#, options: .regularExpression)
  }

  @Test func aReportToDevStdoutGoesToStandardOutputAndLeavesTheLink() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")
    #expect(Self.type("/dev/stdout") == S_IFLNK)
    let result = try CLI.run(["check", "--expect-only", "--report", "jsonl", "/dev/stdout", "tap.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.timeless(result.stdout) == "1 passed, 0 failed\n" + Self.tapLine)
    #expect(Self.type("/dev/stdout") == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout") == before)
  }

  /// With standard output redirected to a file, `/dev/stdout` is that file: the report goes
  /// after what was printed, and the file is the same file (not one renamed over it).
  @Test func aReportToDevStdoutRedirectedToAFileAppendsToIt() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.txt").path
    #expect(FileManager.default.createFile(atPath: output, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: output))
    var before = stat()
    #expect(stat(output, &before) == 0)
    let process = Process()
    process.executableURL = CLI.productsDirectory.appendingPathComponent("touchsim")
    process.arguments = ["check", "--expect-only", "--report", "jsonl", "/dev/stdout", "tap.json"]
    process.currentDirectoryURL = directory
    process.standardOutput = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    #expect(process.terminationStatus == 0)
    var after = stat()
    #expect(stat(output, &after) == 0)
    #expect(after.st_ino == before.st_ino)
    #expect(Self.timeless(try String(contentsOfFile: output, encoding: .utf8)) == "1 passed, 0 failed\n" + Self.tapLine)
  }

  @Test func aReportToDevNullLeavesTheDevice() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(["check", "--expect-only", "--report", "junit", "/dev/null", "tap.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.type("/dev/null") == S_IFCHR)
    let timeline = try CLI.run(["timeline", "tap.json", "-o", "/dev/null"], in: directory)
    #expect(timeline.status == 0, "\(timeline.stderr)")
    #expect(Self.type("/dev/null") == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tap.json"])
  }

  /// The reader is opened non-blocking before the command runs, so the command's open for
  /// writing does not wait and the test never blocks.
  @Test func aReportToAFIFOIsReadFromIt() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("report.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let result = try CLI.run(["check", "--expect-only", "--report", "jsonl", fifo, "tap.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(reader, &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
    #expect(Self.timeless(String(decoding: bytes, as: UTF8.self)) == Self.tapLine)
    #expect(Self.type(fifo) == S_IFIFO)
  }

  @Test func aDirectoryIsRefusedWithSeventyThree() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("out.xml"), withIntermediateDirectories: false)
    let result = try CLI.run(["check", "--expect-only", "--report", "junit", "out.xml", "tap.json"], in: directory)
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "out.xml: error: cannot write the junit report: cannot write 'out.xml': it is a directory; "
        + "write to a regular file, a FIFO or a character device\n")
    #expect(Self.type(directory.appendingPathComponent("out.xml").path) == S_IFDIR)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("pic.svg"), withIntermediateDirectories: false)
    let timeline = try CLI.run(["timeline", "tap.json", "-o", "pic.svg"], in: directory)
    #expect(timeline.status == 73)
    #expect(timeline.stderr.contains("cannot write 'pic.svg': it is a directory"), "\(timeline.stderr)")
    #expect(Self.type(directory.appendingPathComponent("pic.svg").path) == S_IFDIR)
  }

  @Test func aReportThroughALinkReplacesTheTargetNotTheLink() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let link = directory.appendingPathComponent("report.jsonl").path
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("reports"), withIntermediateDirectories: false)
    #expect(symlink("reports/latest.jsonl", link) == 0)
    for _ in 0..<2 {  // first a dangling link (the target is created), then a link to a file
      let result = try CLI.run(["check", "--expect-only", "--report", "jsonl", link, "tap.json"], in: directory)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(Self.type(link) == S_IFLNK)
      let target = directory.appendingPathComponent("reports/latest.jsonl").path
      #expect(Self.type(target) == S_IFREG)
      #expect(Self.timeless(try String(contentsOfFile: target, encoding: .utf8)) == Self.tapLine)
    }
  }

  @Test func aGoldenThatIsALinkIsWrittenThroughIt() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("tap.golden").path
    #expect(symlink("kept.golden", golden) == 0)
    let result = try CLI.run(["check", "--update", "tap.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("updated tap.golden"))
    #expect(Self.type(golden) == S_IFLNK)
    let kept = try String(contentsOfFile: directory.appendingPathComponent("kept.golden").path, encoding: .utf8)
    #expect(kept.contains("controlEvent touchUpInside"))
  }

  @Test func dashIsStandardOutput() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let check = try CLI.run(["check", "--expect-only", "--report", "jsonl", "-", "tap.json"], in: directory)
    #expect(check.status == 0)
    #expect(Self.timeless(check.stdout) == "1 passed, 0 failed\n" + Self.tapLine)
    let timeline = try CLI.run(["timeline", "tap.json", "-o", "-"], in: directory)
    #expect(timeline.status == 0, "\(timeline.stderr)")
    #expect(timeline.stdout.hasPrefix("<?xml") && timeline.stdout.contains("<svg"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tap.json"])
    let extensionless = try CLI.run(["timeline", "tap.json", "-o", "picture"], in: directory)
    #expect(extensionless.status == 64)
  }
}
