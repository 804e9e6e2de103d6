import TouchSim
import TouchSimScenario

/// `touchsim import` as a library call (issue 19, Docs/Import.md): a `recursiveDescription`
/// dump in, a scenario out, with a summary of what was mapped and dropped. Never traps; any
/// input gives a scenario or a positioned `DumpImportError`.
public enum ViewHierarchyImport {
  /// The largest dump read, as for scenario files (`JSONLimits.maxBytes`).
  public static let maxBytes = JSONLimits().maxBytes

  /// What an import gives.
  public struct Result: Sendable {
    /// The scenario: its tree, window and notes; the strokes given.
    public var scenario: Scenario
    /// The summary lines for stderr: views imported, classes mapped, what was dropped and why.
    public var summary: [String]
    /// The views in the scenario (the synthetic root of several top-level views not counted).
    public var viewCount: Int
  }

  /// Imports a dump; `name` is the file's name for the title and notes.
  public static func scenario(
    from bytes: [UInt8], name: String, strokes: [Scenario.Stroke] = []
  ) throws(DumpImportError) -> Result {
    guard bytes.count <= maxBytes else {
      throw DumpImportError(
        line: 1, column: 1, message: "the dump is larger than \(JSONLimits.describeByteCount(maxBytes))")
    }
    // As the scenario reader says it (a dump saved by a Windows tool or `iconv -t UTF-16`).
    if UTF16Detection.appears(in: bytes) {
      throw DumpImportError(line: 1, column: 1, message: UTF16Detection.message + "; save it as UTF-8")
    }
    let tree = try DumpTree.build(DumpLines.read(bytes))
    if tree.roots.count > 1, tree.nodes.count >= ScenarioLimits.maxViews, let last = tree.nodes.last {
      // The root that holds several top-level views is one more view.
      throw DumpImportError(
        line: last.line, column: last.column,
        message:
          "the dump has more than \(ScenarioLimits.maxViews - 1) views in several top-level trees (the limit per scenario, with the root that holds them)"
      )
    }
    var emitter = DumpScenarioEmitter(tree: tree, name: name)
    let scenario = emitter.scenario(strokes: strokes)
    return Result(
      scenario: scenario, summary: DumpSummary(tree: tree).lines + emitter.summaryLines, viewCount: tree.nodes.count)
  }
}
