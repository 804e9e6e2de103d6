import Foundation

/// Fresh folders for tests that write files.
public enum TemporaryDirectory {
  /// Creates a new, empty folder under the system's temporary folder, named
  /// `<prefix>-<UUID>`; the caller removes it when done.
  public static func make(_ prefix: String = "touchsim") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
