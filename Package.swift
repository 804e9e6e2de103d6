// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TouchSim",
  products: [
    .library(name: "TouchSim", targets: ["TouchSim"]),
    // UIKit code that compiles with `import TouchSimUIKit` for `import UIKit` (Docs/Library.md).
    .library(name: "TouchSimUIKit", targets: ["TouchSimUIKit"]),
    .library(name: "TouchSimScenario", targets: ["TouchSimScenario"]),
    .library(name: "TouchSimTools", targets: ["TouchSimTools"]),
    .library(name: "TouchSimTesting", targets: ["TouchSimTesting"]),
    // The command line as a library: a package's own `touchsim` with its classes (Docs/CustomCLI.md).
    .library(name: "TouchSimCLI", targets: ["TouchSimCLI"]),
    .executable(name: "touchsim", targets: ["touchsim"]),
    .executable(name: "touchsim-bench", targets: ["touchsim-bench"]),
    .executable(name: "touchsim-fuzz", targets: ["touchsim-fuzz"]),
  ],
  targets: [
    // The model: standard library only.
    .target(
      name: "TouchSim",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // UIKit's surroundings of the model's names, for pasted UIKit code: standard library only.
    .target(name: "TouchSimUIKit", dependencies: ["TouchSim"]),
    // The worked examples written as a library user writes them (seed 003's circle recognizer),
    // which the default registry knows: standard library only.
    .target(name: "TouchSimExamples", dependencies: ["TouchSim"]),
    // Scenario files, runner, renderers, golden checks: Foundation at the edge.
    .target(name: "TouchSimScenario", dependencies: ["TouchSim", "TouchSimExamples"]),
    // `touchsim import`: UIKit view-hierarchy dumps (recursiveDescription) read into scenarios.
    .target(name: "TouchSimImport", dependencies: ["TouchSim", "TouchSimScenario"]),
    // The tools built on replays: the timeline, the rulebook, sweep and diff, the generator.
    .target(name: "TouchSimTools", dependencies: ["TouchSim", "TouchSimScenario"]),
    // Assertions for Swift Testing and XCTest (imports neither): patterns, checks, goldens.
    .target(name: "TouchSimTesting", dependencies: ["TouchSim", "TouchSimScenario"]),
    // The command line: every verb, its parsing, help and completion (`TouchSimCLI.main(registry:)`).
    .target(name: "TouchSimCLI", dependencies: ["TouchSim", "TouchSimScenario", "TouchSimImport", "TouchSimTools"]),
    .executableTarget(name: "touchsim", dependencies: ["TouchSimCLI"]),
    .executableTarget(name: "touchsim-bench", dependencies: ["TouchSim", "TouchSimScenario", "TouchSimTools"]),
    // libFuzzer entry point; a plain replay program unless built with -DFUZZING (README).
    .executableTarget(name: "touchsim-fuzz", dependencies: ["TouchSim", "TouchSimScenario", "TouchSimImport"]),
    // What the test targets share: the package's paths, temporary folders, small model trees.
    .target(
      name: "TouchSimTestSupport", dependencies: ["TouchSim", "TouchSimScenario"], path: "Tests/TouchSimTestSupport"),
    // TouchSimTools for SeededRandom, the generator's random numbers, in the property tests.
    .testTarget(name: "TouchSimTests", dependencies: ["TouchSim", "TouchSimTools", "TouchSimTestSupport"]),
    .testTarget(
      name: "TouchSimScenarioTests",
      // TouchSimTools for ScalingScenarios' large inputs in the limit tests and SeededRandom.
      dependencies: ["TouchSim", "TouchSimExamples", "TouchSimScenario", "TouchSimTools", "TouchSimTestSupport"],
      exclude: ["Hostile/Corpus"]),
    .testTarget(
      name: "TouchSimImportTests",
      dependencies: ["TouchSim", "TouchSimScenario", "TouchSimImport", "TouchSimTestSupport"]),
    .testTarget(
      name: "TouchSimToolsTests",
      dependencies: ["TouchSim", "TouchSimExamples", "TouchSimScenario", "TouchSimTools", "TouchSimTestSupport"]),
    .testTarget(
      name: "TouchSimTestingTests",
      dependencies: ["TouchSim", "TouchSimScenario", "TouchSimTesting", "TouchSimTestSupport"],
      exclude: ["Goldens"]),
    // `touchsim` for the tests that run the built program; TouchSimCLI for the in-process ones.
    .testTarget(
      name: "TouchSimCLITests",
      dependencies: ["touchsim", "TouchSimCLI", "TouchSim", "TouchSimTools", "TouchSimTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
