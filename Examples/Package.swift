// swift-tools-version:6.0
// An app's gesture code tested with TouchSim: the consumer package that `.ci/run` builds and
// tests (Docs/Library.md).
import PackageDescription

let package = Package(
  name: "GestureKit",
  dependencies: [
    // An app would write .package(url: "https://.../TouchSim.git", from: "…").
    .package(name: "TouchSim", path: "..")
  ],
  targets: [
    // The app's own code, written against UIKit's names.
    // Its `Pasted/` files are UIKit code with `import TouchSimUIKit` for `import UIKit`.
    .target(
      name: "GestureKit",
      dependencies: [
        .product(name: "TouchSim", package: "TouchSim"), .product(name: "TouchSimUIKit", package: "TouchSim"),
      ]),
    // Its own `touchsim`, which knows GestureKit's classes.
    .executableTarget(
      name: "gesturekit-touchsim",
      dependencies: ["GestureKit", .product(name: "TouchSimCLI", package: "TouchSim")]),
    .testTarget(
      name: "GestureKitTests",
      dependencies: [
        "GestureKit",
        .product(name: "TouchSim", package: "TouchSim"),
        .product(name: "TouchSimUIKit", package: "TouchSim"),
        .product(name: "TouchSimScenario", package: "TouchSim"),
        .product(name: "TouchSimTesting", package: "TouchSim"),
      ],
      exclude: ["Goldens"]),
  ],
  swiftLanguageModes: [.v6]
)
