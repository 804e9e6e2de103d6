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
    // Scenario files, runner, renderers, golden checks: Foundation at the edge.
    .target(name: "TouchSimScenario", dependencies: ["TouchSim"]),
    // The tools built on replays: the timeline, the rulebook, sweep and diff, the generator.
    .target(name: "TouchSimTools", dependencies: ["TouchSim", "TouchSimScenario"]),
    // Assertions for Swift Testing and XCTest (imports neither): patterns, checks, goldens.
    .target(name: "TouchSimTesting", dependencies: ["TouchSim", "TouchSimScenario"]),
    // The command line: every verb, its parsing, help and completion (`TouchSimCLI.main(registry:)`).
    .target(name: "TouchSimCLI", dependencies: ["TouchSim", "TouchSimScenario", "TouchSimTools"]),
    .executableTarget(name: "touchsim", dependencies: ["TouchSimCLI"]),
    .executableTarget(name: "touchsim-bench", dependencies: ["TouchSim", "TouchSimScenario", "TouchSimTools"]),
    // libFuzzer entry point; a plain replay program unless built with -DFUZZING (README).
    .executableTarget(name: "touchsim-fuzz", dependencies: ["TouchSim", "TouchSimScenario"]),
    // What the test targets share: the package's paths, temporary folders, small model trees.
    .target(
      name: "TouchSimTestSupport", dependencies: ["TouchSim", "TouchSimScenario"], path: "Tests/TouchSimTestSupport"),
    .testTarget(name: "TouchSimTests", dependencies: ["TouchSim", "TouchSimTestSupport"]),
    .testTarget(
      name: "TouchSimScenarioTests",
      // TouchSimTools only for ScalingScenarios' large inputs in the limit tests.
      dependencies: ["TouchSim", "TouchSimScenario", "TouchSimTools", "TouchSimTestSupport"],
      exclude: ["Hostile/Corpus"]),
    .testTarget(
      name: "TouchSimToolsTests",
      dependencies: ["TouchSim", "TouchSimScenario", "TouchSimTools", "TouchSimTestSupport"]),
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
