import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

@Suite struct ShrinkerTests {
  static func logic(of scenario: Scenario) -> [Scenario.AppLogic] {
    func logic(_ view: Scenario.View) -> [Scenario.AppLogic] { view.logic + view.subviews.flatMap(logic) }
    return logic(scenario.root) + scenario.gestures.flatMap(\.logic)
  }

  static func count(_ logic: Scenario.AppLogic) -> Int {
    switch logic.body {
    case .reactions(let reactions): return reactions.count
    case .answer(.cases(let cases, _)): return cases.count
    case .answer(.constant): return 0
    }
  }

  /// A failure that needs one reaction list (or one answer) keeps only it, with one reaction
  /// (or no case) left: the shrinker drops whole logic entries, reactions and cases.
  @Test(arguments: [true, false])
  func logicEntriesReactionsAndCasesAreDropped(reactions: Bool) throws {
    let found = (UInt64(1)...2_000).lazy.map { seed -> Scenario in
      var generator = ScenarioGenerator(seed: seed)
      return generator.scenario(seed: seed)
    }.first { scenario in
      let logic = Self.logic(of: scenario)
      return logic.count >= 3
        && logic.contains { entry in
          if case .reactions = entry.role {
            reactions && Self.count(entry) >= 2
          } else {
            !reactions && Self.count(entry) >= 2
          }
        }
    }
    let scenario = try #require(found)
    let kept = try #require(
      Self.logic(of: scenario).first { entry in
        if case .reactions = entry.role {
          reactions && Self.count(entry) >= 2
        } else {
          !reactions && Self.count(entry) >= 2
        }
      })
    let shrunk = Shrinker(stillFails: { candidate in Self.logic(of: candidate).contains { $0.role == kept.role } })
      .shrink(scenario)
    let left = Self.logic(of: shrunk)
    #expect(left.count == 1)
    #expect(left.first?.role == kept.role)
    #expect(left.first.map(Self.count) == (reactions ? 1 : 0))
  }
}
