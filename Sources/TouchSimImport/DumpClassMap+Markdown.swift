import TouchSimScenario

extension DumpClassMap {
  /// The table as Markdown, for Docs/Import.md (a test keeps the page in step with `table`).
  static var markdown: String {
    var lines = ["| class in the dump | becomes | why |", "|---|---|---|"]
    for row in table {
      let becomes: String
      switch row.mapping {
      case .model(let name): becomes = "`\(name)`"
      case .nonInteractive(let name): becomes = "`\(name)`, `isUserInteractionEnabled` false"
      case .contentOf: becomes = "nothing: its subviews go to its superview"
      case .dropped: becomes = "dropped with its subviews"
      case .window: becomes = "the root view; its size is the `window`"
      }
      lines.append("| `\(row.dumpClass)` | \(becomes) | \(row.why) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
