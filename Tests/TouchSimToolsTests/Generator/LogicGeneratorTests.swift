import Testing
import TouchSim

@testable import TouchSimScenario
@testable import TouchSimTools

/// Generated app logic (issue 15): always valid, at every question and callback kind,
/// deterministic by seed.
@Suite struct LogicGeneratorTests {
  /// The seeds tried; enough that every kind of answer and reaction turns up.
  static let seeds = UInt64(1)...600

  static func logic(of scenario: Scenario) -> [Scenario.AppLogic] {
    func logic(_ view: Scenario.View) -> [Scenario.AppLogic] { view.logic + view.subviews.flatMap(logic) }
    return logic(scenario.root) + scenario.gestures.flatMap(\.logic)
  }

  @Test func generatedLogicAlwaysCompilesAndTheTextReads() {
    var failures: [String] = []
    var withLogic = 0
    for seed in Self.seeds {
      var generator = ScenarioGenerator(seed: seed)
      let scenario = generator.scenario(seed: seed)
      if !Self.logic(of: scenario).isEmpty { withLogic += 1 }
      // The reader throws exactly this error (`Scenario.readAndBuild`).
      if let error = ScenarioBuilder.build(scenario).logicError {
        failures.append("seed \(seed): \(error.rendered(path: "logic"))")
      }
      do {
        // The typed tree's writer and reader agree on every kind of logic generated.
        let written = scenario.bytes()
        let reread = try Scenario.read(written)
        // The writer puts each object's logic in the format's key order, the generator in its own.
        let read = Self.logic(of: reread)
        let generated = Self.logic(of: scenario)
        if read.count != generated.count || !generated.allSatisfy(read.contains) {
          failures.append("seed \(seed): the logic read back differs from the logic written")
        }
        // Once read, writing is stable (the generator's own key order is not the writer's).
        let rewritten = reread.bytes()
        if try Scenario.read(rewritten).bytes() != rewritten {
          failures.append("seed \(seed): writing the read scenario twice differs")
        }
      } catch {
        failures.append("seed \(seed): \(error.rendered(path: "text"))")
      }
      if failures.count > 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(withLogic * 3 >= Self.seeds.count, "\(withLogic) of \(Self.seeds.count) scenarios carry logic")
  }

  @Test func everyQuestionAndEveryKindOfCallbackIsGenerated() {
    var answers: Set<String> = []
    var callbacks: Set<String> = []
    var actions: Set<String> = []
    var paths: Set<String> = []
    func walk(_ json: JSONValue) {
      switch json.kind {
      case .object(let members):
        for member in members {
          actions.insert(member.key)
          if case .string(let text) = member.value.kind, member.key == "ref" { paths.insert(text) }
          paths.insert(member.key)
          walk(member.value)
        }
      case .array(let items): items.forEach(walk)
      default: break
      }
    }
    // More seeds than the other tests: each new class (sheets, editing, navigation) takes a share
    // of the generated trees, so the rarer questions need a longer stream to turn up.
    for seed in UInt64(1)...1_200 {
      var generator = ScenarioGenerator(seed: seed)
      for logic in Self.logic(of: generator.scenario(seed: seed)) {
        switch logic.role {
        case .answer(let question): answers.insert(question)
        case .reactions(let callback): callbacks.insert(callback)
        }
        walk(logic.json)
      }
    }
    #expect(answers == Set(LogicQuestion.allCases.map(\.rawValue)))
    let kinds: [[String]] = [
      TouchMethod.allCases.map(\.rawValue), ScrollDelegateCall.allCases.map(\.rawValue),
      ControlEvent.allCases.map(\.rawValue), ["didSelectRow"], ["gestureAction"],
      ["didHighlightItemAt", "didUnhighlightItemAt", "didSelectItemAt", "didDeselectItemAt"],
    ]
    for kind in kinds { #expect(!callbacks.isDisjoint(with: kind), "no reaction to any of \(kind)") }
    // Issue 27: `remove` and the first-responder calls too, so fuzzing reaches a view leaving
    // the window mid-gesture (G20).
    let reactionKeys = ["set", "note", "forward", "remove", "requireToFail", "removeRequireToFail", "send"]
    let firstResponderKeys = ReactionFirstResponderCall.allCases.map(\.rawValue)
    for key in ["all", "any", "not", "ref"] + reactionKeys + firstResponderKeys {
      #expect(actions.contains(key), "no '\(key)'")
    }
    // Issue 29: computed numbers' steps, and app state read and set.
    for key in ["atBegan", "scale", "negate", "add"] { #expect(actions.contains(key), "no '\(key)'") }
    #expect(paths.contains { $0.hasPrefix("state.") }, "no app state read or set")
    for path in [
      "touch.view", "touch.location", "gesture.state", "gesture.velocity", "gesture.translation", "other", "row",
      "item",
      "point",
    ] {
      #expect(paths.contains(path), "no test of '\(path)'")
    }
    for suffix in [".contentOffset", ".contentOffset.y", ".isDragging", ".isHidden", ".frame", ".frame.maxY"] {
      #expect(paths.contains { $0.hasSuffix(suffix) }, "no path ending in '\(suffix)'")
    }
  }

  @Test func theSameSeedGivesTheSameLogic() {
    for seed in UInt64(1)...20 {
      var first = ScenarioGenerator(seed: seed)
      var second = ScenarioGenerator(seed: seed)
      #expect(first.scenario(seed: seed) == second.scenario(seed: seed))
    }
  }

  @Test func aScenarioWithoutLogicShareCarriesNone() {
    var size = ScenarioGenerator.Size()
    size.logicShare = 0
    for seed in Self.seeds.prefix(100) {
      var generator = ScenarioGenerator(seed: seed, size: size)
      #expect(Self.logic(of: generator.scenario(seed: seed)).isEmpty)
    }
  }

  /// The replay the fuzzer makes (`ScenarioRun.run(scenario:)`) runs the generated logic:
  /// reactions set frames and offsets (timed actions only set `isScrollEnabled`) and write notes.
  @Test func generatedLogicActsWhenReplayed() {
    var sets = 0
    var notes = 0
    for seed in Self.seeds.prefix(200) {
      var generator = ScenarioGenerator(seed: seed)
      guard case .success(let run) = ScenarioRun.run(scenario: generator.scenario(seed: seed), path: "fuzz") else {
        continue
      }
      for record in run.records {
        switch record.call {
        case .set(let property, _) where property != "isScrollEnabled": sets += 1
        case .note(let text) where text.hasPrefix("reaction "): notes += 1
        default: break
        }
      }
    }
    #expect(sets > 0)
    #expect(notes > 0)
  }
}
