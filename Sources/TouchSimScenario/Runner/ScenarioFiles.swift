import Foundation

/// Finds scenario files under paths, in a stable order (sorted by path, never by
/// directory enumeration order).
public enum ScenarioFiles {
  /// Expands files and directories into the `.json` scenario files below them. JSON Schema
  /// files (`*.schema.json`, such as `Scenarios/scenario.schema.json`) are never scenarios:
  /// they are skipped below directories and when named directly (a shell glob such as
  /// `Scenarios/**/*.json` names them). Missing paths are returned in `missing`.
  public static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        if !isSchema(path) { files.append(path) }
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      var found: [String] = []
      if let enumerator = FileManager.default.enumerator(atPath: base) {
        while let relative = enumerator.nextObject() as? String {
          if relative.hasSuffix(".json") && !isSchema(relative) { found.append(base + "/" + relative) }
        }
      }
      files += found.sorted()
    }
    return (files, missing)
  }

  /// Whether a path names a JSON Schema file (`*.schema.json`) rather than a scenario.
  public static func isSchema(_ path: String) -> Bool { path.hasSuffix(".schema.json") }
}
