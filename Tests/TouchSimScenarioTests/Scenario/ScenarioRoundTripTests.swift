import Foundation
import Testing
import TouchSim
import TouchSimTestSupport

@testable import TouchSimScenario

/// The one reader and the one writer agree on every shipped scenario: reading what the writer
/// wrote gives an equal `Scenario`, writing is stable, and the written file replays to the
/// scenario's golden log.
@Suite struct ScenarioRoundTripTests {
  static let files = ScenarioCorpusTests.scenarioFiles

  static func bytes(_ relativePath: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Repository.root.appendingPathComponent(relativePath)))
  }

  @Test(arguments: files)
  func aShippedScenarioReadWrittenAndReadAgainIsEqualAndReplaysToItsGolden(_ relativePath: String) throws {
    let scenario = try Scenario.read(try Self.bytes(relativePath))
    let written = scenario.bytes()
    let reread = try Scenario.read(written)
    let equal = reread == scenario
    #expect(equal, "\(relativePath): reading the written scenario gives another scenario")
    let same = reread.bytes() == written
    #expect(same, "\(relativePath): writing twice differs")
    let golden = String(
      decoding: try Self.bytes(relativePath.replacingOccurrences(of: ".json", with: ".golden")), as: UTF8.self)
    guard case .success(let run) = ScenarioRun.run(bytes: written, path: relativePath) else {
      Issue.record("\(relativePath): the written scenario does not run")
      return
    }
    let replays = run.text == golden
    #expect(replays, "\(relativePath): the written scenario replays to another log")
  }

  @Test func aScenarioDiffersFromOneWithAnotherPathPointButNotFromOneWrittenElsewhere() throws {
    let scenario = try Scenario.read(try Self.bytes(Self.files[0]))
    var moved = scenario
    moved.strokes[0].path[0].x += 0.001
    #expect(moved != scenario)
    var placed = scenario
    placed.strokes[0].position = SourcePosition(SourceLocation(line: 99, column: 1))
    #expect(placed == scenario)
  }
}
