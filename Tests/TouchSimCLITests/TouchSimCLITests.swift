import Foundation
import Testing
import TouchSim
import TouchSimScenario
import TouchSimTestSupport

@testable import TouchSimCLI

/// The command line as a library (issue 16, item 5): a `touchsim` built with a registry of
/// the app's classes replays scenarios that name them, through every verb that replays.
@Suite struct TouchSimCLITests {
  /// UIKit's classes the model has, as the "known:" of an unknown class lists them.
  static var builtInClasses: String { ClassDescriptor.all.map(\.name).joined(separator: ", ") }

  /// The scenario naming the app's classes, written to a fresh folder.
  private func scenarioFile() throws -> (folder: URL, path: String) {
    let folder = try TemporaryDirectory.make("touchsim-cli-registry")
    let path = folder.appendingPathComponent("app.json").path
    try Data(appClassesScenario.utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  @Test func aScenarioNamingAnAppViewClassIsInvalidWithoutTheRegistryAndRunsWithIt() throws {
    let (folder, path) = try scenarioFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let without = TouchSimCLI.capture(["run", path])
    #expect(without.status == .badScenario)
    #expect(without.standardOutput == "")
    #expect(
      without.standardError
        == "\(path):6:27: error: unknown view class 'PassthroughScrollView'; known: \(Self.builtInClasses)\n")
    let with = TouchSimCLI.capture(["run", path], registry: try appRegistry())
    #expect(with.status == .ok, "\(with.standardError)")
    #expect(with.standardError == "")
    #expect(with.standardOutput.contains("hpan                    gestureState possible -> began"))
    #expect(with.standardOutput.contains("stepper                 controlEvent touchUpInside"))
  }

  @Test func aScenarioNamingAnAppRecognizerClassIsInvalidWithoutTheRegistryAndRunsWithIt() throws {
    let scenario = """
      {"format": 1, "scenario": "pan", "root": {"id": "R", "subviews": [
        {"id": "card", "frame": [0, 100, 390, 200]}]},
       "gestures": [{"id": "hpan", "class": "HorizontalPanGestureRecognizer", "view": "card"}],
       "touches": [{"finger": 1, "path": [[0, 100, 200], [40, 140, 202], [80, 180, 204]]}]}
      """
    let without = TouchSimCLI.capture(["run", "-"], standardInput: scenario)
    #expect(without.status == .badScenario)
    #expect(
      without.standardError.hasPrefix(
        "<stdin>:3:39: error: unknown gesture recognizer class 'HorizontalPanGestureRecognizer'; did you mean"))
    var registry = TouchSimRegistry()
    registry.registerRecognizer("HorizontalPanGestureRecognizer") { HorizontalPanGestureRecognizer(name: $0) }
    let with = TouchSimCLI.capture(["run", "-"], registry: registry, standardInput: scenario)
    #expect(with.status == .ok, "\(with.standardError)")
    #expect(with.standardOutput.contains("hpan                    gestureState possible -> began"))
  }

  @Test func theAppRecognizerDecidesAsItsClassSays() throws {
    // The same stroke turned vertical: the horizontal pan never begins (its y axis is off).
    let vertical = appClassesScenario.replacingOccurrences(
      of: "[[0, 100, 200], [40, 140, 202], [80, 180, 204], [120, 180, 204]]",
      with: "[[0, 100, 200], [40, 102, 240], [80, 104, 280], [120, 104, 280]]"
    ).replacingOccurrences(
      of: #"{ "to": "hpan", "call": "gestureState", "from": "possible", "state": "began", "t": 40 },"#, with: "")
    let result = TouchSimCLI.capture(["run", "-"], registry: try appRegistry(), standardInput: vertical)
    #expect(result.status == .ok, "\(result.standardError)")
    #expect(!result.standardOutput.contains("hpan                    gestureState possible -> began"))
    #expect(result.standardOutput.contains("hpan                    gestureState possible -> failed"))
  }

  /// Every verb that replays reads with the registry: without it the file is invalid (65).
  @Test(arguments: [
    ["run"], ["explain"], ["check", "--expect-only"], ["validate"], ["sweep", "--vary", "hold=10..20:10"],
    ["diff", "--set", "S.delaysContentTouches=true"], ["timeline", "-o", "OUT/t.svg"], ["rules", "--coverage"],
  ])
  func everyReplayingVerbReadsWithTheRegistry(_ verb: [String]) throws {
    let (folder, path) = try scenarioFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = verb.map { $0.replacingOccurrences(of: "OUT", with: folder.path) } + [path]
    let without = TouchSimCLI.capture(arguments)
    #expect(without.status == .badScenario, "\(without.standardError)")
    #expect(without.standardError.contains("unknown view class 'PassthroughScrollView'"))
    let with = TouchSimCLI.capture(arguments, registry: try appRegistry())
    // diff exits 1 when the records differ, as diff(1) does.
    #expect(with.status == (verb[0] == "diff" ? .checkFailure : .ok), "\(with.standardError)")
    #expect(!with.standardError.contains("error"), "\(with.standardError)")
    #expect(!with.standardOutput.contains("unknown"), "\(with.standardOutput)")  // sweep cells, diff runs
  }

  @Test func aRegistrationThatThrowsIsAnInternalErrorBeforeAnythingRuns() throws {
    let capture = OutputCapture()
    let status = Output.$capture.withValue(capture) {
      TouchSimCLI.run(["run", "-"]) { registry in
        try registry.registerView("PassthroughScrollView", base: "UIScrollView") { View(name: $0) }
      }
    }
    #expect(status == .internalError)
    #expect(capture.standardOutput == "")
    #expect(
      capture.standardError
        == "touchsim: error: cannot register classes: view class 'PassthroughScrollView' has base UIScrollView,"
        + " but make returns a View, which is not a ScrollView or a subclass of it\n")
    let registered = Output.$capture.withValue(OutputCapture(standardInput: Array(appClassesScenario.utf8))) {
      TouchSimCLI.run(["validate", "-"]) { registry in registry = try appRegistry() }
    }
    #expect(registered == .ok)
  }

  @Test func theHelpAndTheVersionSayTouchsimWhateverTheRegistry() throws {
    let registry = try appRegistry()
    #expect(TouchSimCLI.capture(["--version"], registry: registry).standardOutput == "touchsim 0.1.0\n")
    #expect(TouchSimCLI.capture(["--help"], registry: registry) == TouchSimCLI.capture(["--help"]))
  }
}
