import Foundation

/// Finds scenario files under paths, in a stable order (sorted by path, never by
/// directory enumeration order).
public enum ScenarioFiles {
  /// Expands files and directories into the `.json` scenario files below them, skipping
  /// JSON Schema files (`*.schema.json`). Missing paths are returned in `missing`.
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
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      var found: [String] = []
      if let enumerator = FileManager.default.enumerator(atPath: base) {
        while let relative = enumerator.nextObject() as? String {
          if relative.hasSuffix(".json") && !relative.hasSuffix(".schema.json") { found.append(base + "/" + relative) }
        }
      }
      files += found.sorted()
    }
    return (files, missing)
  }
}
