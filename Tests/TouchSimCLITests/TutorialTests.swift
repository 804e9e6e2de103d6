import Foundation
import Testing
import TouchSimTestSupport

/// Docs/Tutorial.md runs as printed: its fenced `sh` blocks run in order, in one empty
/// temporary folder, with the built `touchsim` first on `PATH` (bash -e -o pipefail, `CI`
/// unset unless a command sets it, `LC_ALL=C`), and a `text` block right after an `sh` block
/// is exactly what that block printed (stdout and stderr together).
@Suite(.serialized) struct TutorialTests {
  struct Block {
    var kind: String
    var body: String
    /// Whether only blank lines separate it from the block before.
    var followsDirectly: Bool
  }

  static func blocks(of text: String) -> [Block] {
    var blocks: [Block] = []
    var current: (kind: String, lines: [String])?
    var blankSinceLast = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var open = current {
        if line == "```" {
          blocks.append(
            Block(kind: open.kind, body: open.lines.map { $0 + "\n" }.joined(), followsDirectly: blankSinceLast))
          current = nil
          blankSinceLast = true
        } else {
          open.lines.append(line)
          current = open
        }
      } else if line.hasPrefix("```") {
        current = (String(line.dropFirst(3)), [])
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        blankSinceLast = false
      }
    }
    return blocks
  }

  @Test func theTutorialsCommandsRunAndPrintWhatItShows() throws {
    let text = try String(contentsOfFile: Repository.path("Docs/Tutorial.md"), encoding: .utf8)
    let blocks = Self.blocks(of: text)
    #expect(blocks.filter { $0.kind == "sh" }.count >= 8)
    let directory = try TemporaryDirectory.make("touchsim-tutorial")
    defer { try? FileManager.default.removeItem(at: directory) }
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["NO_COLOR"] = nil
    environment["LC_ALL"] = "C"
    environment["PATH"] = CLI.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    var previous: (body: String, output: String)?
    var compared = 0
    for block in blocks {
      switch block.kind {
      case "sh":
        let (status, output) = try Self.bash(block.body, in: directory, environment: environment)
        #expect(status == 0, "the tutorial's block failed (exit \(status)):\n\(block.body)\n\(output)")
        previous = (block.body, output)
      case "text" where block.followsDirectly:
        if let previous {
          #expect(previous.output == block.body, "the tutorial shows another output for:\n\(previous.body)")
          compared += 1
        }
        previous = nil
      default:
        previous = nil
      }
    }
    #expect(compared >= 7)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("buy-button.html").path))
  }

  @Test func blocksAreFoundWithWhatSeparatesThem() {
    let blocks = Self.blocks(of: "a\n```sh\necho hi\n```\n\n```text\nhi\n```\nprose\n```text\nx\n```\n")
    #expect(blocks.map(\.kind) == ["sh", "text", "text"])
    #expect(blocks.map(\.body) == ["echo hi\n", "hi\n", "x\n"])
    #expect(blocks.map(\.followsDirectly) == [false, true, false])
  }

  /// Runs a script with bash, stdout and stderr into one pipe; returns the status and output.
  static func bash(_ script: String, in directory: URL, environment: [String: String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-e", "-o", "pipefail", "-c", script]
    process.currentDirectoryURL = directory
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
