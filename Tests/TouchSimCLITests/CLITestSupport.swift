import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimCLI

/// Runs the built `touchsim` binary, as swift-argument-parser's test helpers do.
struct CLIResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

enum CLI {
  /// The folder holding the built products (the test bundle's folder on Linux).
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("no .xctest bundle")
    #else
      return Bundle.main.bundleURL
    #endif
  }

  /// Runs `touchsim` with arguments in a working directory and an environment, with
  /// `standardInput` piped to it.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:],
    standardInput: String? = nil
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("touchsim")
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? Repository.root
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    if standardInput != nil { process.standardInput = input }
    try process.run()
    if let standardInput {
      input.fileHandleForWriting.write(Data(standardInput.utf8))
      try input.fileHandleForWriting.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs the command line in this process, output and standard input in memory: for
  /// sweeps of many argument lists (a trap here stops the test run, which is the point).
  /// Relative paths resolve against the test process's working folder; pass absolute ones.
  static func inProcess(_ arguments: [String], standardInput: String = "") -> CLIResult {
    let capture = OutputCapture(standardInput: Array(standardInput.utf8))
    let status = Output.$capture.withValue(capture) { TouchSimCommand.run(arguments) }
    return CLIResult(status: status.rawValue, stdout: capture.standardOutput, stderr: capture.standardError)
  }

  /// A path inside the package, absolute (for in-process runs).
  static func packagePath(_ relative: String) -> String { Repository.path(relative) }
}

/// A small valid scenario: a tap on a button, with an expect block.
let tapScenario = """
  {
    "format": 1,
    "scenario": "tap on a button",
    "notes": "RC5, C3",
    "root": { "id": "main", "controller": "MainViewController", "subviews": [
      { "id": "buy", "class": "UIButton", "frame": [20, 100, 100, 44] } ] },
    "touches": [ { "finger": 1, "path": [[0, 60, 120], [80, 60, 120]] } ],
    "expect": { "sequence": [ {"to": "buy", "call": "controlEvent", "event": "touchUpInside", "t": 80} ] }
  }

  """
