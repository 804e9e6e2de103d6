/// Which of the found scenario files one `touchsim check` runs: `--filter` by path and
/// `--shard K/N` for CI matrices.
public struct ScenarioSelection: Equatable, Sendable {
  /// Substrings of the path; a file is kept when it contains any of them (all when empty).
  public var filters: [String] = []
  /// `(k, n)`: keep the k-th of every n files (1-based), after filtering.
  public var shard: (index: Int, count: Int)?

  /// Creates a selection that keeps every file.
  public init() {}

  /// Parses `K/N` with 1 <= K <= N.
  public static func parseShard(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
      return nil
    }
    return (k, n)
  }

  /// The kept files, in the given (sorted) order. Shards partition the filtered list by
  /// position, so shards 1/N ... N/N together run every file exactly once.
  public func apply(to files: [String]) -> [String] {
    let filtered = filters.isEmpty ? files : files.filter { file in filters.contains { file.contains($0) } }
    guard let shard else { return filtered }
    return filtered.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
  }

  public static func == (a: ScenarioSelection, b: ScenarioSelection) -> Bool {
    a.filters == b.filters && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count
  }
}
