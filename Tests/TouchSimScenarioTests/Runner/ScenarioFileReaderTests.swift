import Foundation
import Testing
import TouchSimScenario
import TouchSimTestSupport

/// `ScenarioFileReader`: why a path cannot be read, said precisely, without blocking on a
/// FIFO or reading a device forever (issue 12).
@Suite struct ScenarioFileReaderTests {
  static func scratch() throws -> String {
    try TemporaryDirectory.make("ScenarioFileReaderTests").path
  }

  static func reason(_ path: String) -> String? {
    if case .failure(let error) = ScenarioFileReader.read(path) { return error.reason }
    return nil
  }

  @Test func aSymbolicLinkLoopIsNamedAsSuch() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/a.json", withDestinationPath: directory + "/b.json")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/b.json", withDestinationPath: directory + "/a.json")
    #expect(Self.reason(directory + "/a.json") == "too many levels of symbolic links")
    #expect(Self.reason(directory + "/none.json") == "no such file")
    #expect(Self.reason(directory) == "is a directory")
  }

  @Test func aFIFOIsRefusedBeforeItIsOpened() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fifo = directory + "/pipe.json"
    #expect(mkfifo(fifo, 0o600) == 0)
    // No writer ever opens the FIFO: opening it for reading would block forever.
    #expect(Self.reason(fifo) == "is not a regular file (it is a FIFO)")
  }

  @Test func aDeviceIsRefusedInsteadOfReadForever() {
    #expect(Self.reason("/dev/zero") == "is not a regular file (it is a character device)")
    #expect(Self.reason("/dev/null") == "is not a regular file (it is a character device)")
  }

  @Test func aRegularFileIsReadWholeOrToOneByteOverTheLimit() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let bytes = (0..<200_000).map { UInt8($0 % 251) }
    try Data(bytes).write(to: URL(fileURLWithPath: directory + "/big.json"))
    #expect(try ScenarioFileReader.read(directory + "/big.json").get() == bytes)
    #expect(try ScenarioFileReader.read(directory + "/big.json", limit: 1000).get() == Array(bytes.prefix(1001)))
  }

  @Test func runReportsTheReasonAsUnreadable() {
    guard case .failure(.unreadable(let reason)) = ScenarioRun.run(path: "/dev/zero") else {
      Issue.record("/dev/zero was not refused")
      return
    }
    #expect(reason == "is not a regular file (it is a character device)")
  }
}
