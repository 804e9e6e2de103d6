import Foundation
import TouchSimScenario

/// Where the package's files are, for tests that read the shipped scenarios, goldens, docs and
/// fixtures (one declaration instead of a `#filePath` walk per test folder).
public enum Repository {
  /// The package's root folder (the one holding `Package.swift`).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder inside the package, as a URL.
  public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

  /// A file or folder inside the package, as an absolute path.
  public static func path(_ relativePath: String) -> String { url(relativePath).path }

  /// The shipped scenario files, relative to the root, in the order `touchsim check Scenarios`
  /// replays them.
  public static let scenarioFiles: [String] = {
    let scenarios = path("Scenarios")
    return ScenarioFiles.expand([scenarios]).files.map { String($0.dropFirst(root.path.count + 1)) }
  }()
}
