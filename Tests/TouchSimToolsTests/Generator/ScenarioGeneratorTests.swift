import Testing
import TouchSim
import TouchSimScenario

@testable import TouchSimTools

@Suite struct ScenarioGeneratorTests {
  @Test func sameSeedGivesTheSameScenario() {
    var first = ScenarioGenerator(seed: 42)
    var second = ScenarioGenerator(seed: 42)
    #expect(first.scenarioJSON(seed: 42) == second.scenarioJSON(seed: 42))
  }

  @Test func generatedScenariosAreValidAndRun() {
    var failures: [String] = []
    for seed in UInt64(1)...500 {
      var generator = ScenarioGenerator(seed: seed)
      let text = generator.scenarioJSON(seed: seed)
      switch ScenarioRun.run(bytes: Array(text.utf8), path: "seed-\(seed).json") {
      case .failure(.invalid(let error)): failures.append(error.rendered(path: "seed \(seed)") + "\n" + text)
      case .failure(.unreadable(let reason)): failures.append(reason)
      case .success(let run):
        // App logic may loop on purpose: the run stops with the reaction-depth error
        // (`ScenarioRun.reactionLoop`), which the fuzzer expects too; anything else is a failure.
        if let error = run.internalError {
          failures.append("seed \(seed): \(error)")
        }
      }
      if failures.count > 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
  }

  /// Issue 18: fuzzing covers the containers, so each appears among a few hundred seeds.
  @Test func theContainersAreGenerated() {
    var texts = ""
    for seed in UInt64(1)...300 {
      var generator = ScenarioGenerator(seed: seed)
      texts += generator.scenarioJSON(seed: seed)
    }
    for name in [
      "\"UITableViewCell\"", "\"UICollectionView\"", "\"UICollectionViewCell\"", "\"UINavigationController\"",
      "\"UIPageViewController\"", "\"UIScreenEdgePanGestureRecognizer\"", "\"trailingSwipeActions\"",
      "\"leadingSwipeActions\"", "\"cellSubviews\"", "\"pages\"", "\"viewControllers\"",
      "\"UISheetPresentationController\"", "\"prefersScrollingExpandsWhenScrolledToEdge\"",
    ] {
      #expect(texts.contains(name), "no generated scenario has \(name)")
    }
  }
}
