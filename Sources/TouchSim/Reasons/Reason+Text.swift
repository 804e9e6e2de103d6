/// The English of reasons (`--explain`), rendered from their values: the one place where a
/// reason becomes text for the text and jsonl logs and every tool that prints `why`.
extension Reason {
  /// The explanation as the logs print it: its clauses joined by `; `.
  public var text: String { clauses.joined(separator: "; ") }

  /// The reason's clauses: the first one states the deciding rule; a reason cited inside
  /// another is often cited by its first clause only (`Optional<Reason>.leadClause`, whose
  /// rules are `leadRuleIDs`).
  public var clauses: [String] {
    switch self {
    case .window(let reason): return reason.clauses
    case .gesture(let reason): return reason.clauses
    case .scrollView(let reason): return reason.clauses
    case .control(let reason): return [reason.text]
    case .collectionView(let reason): return [reason.text]
    case .navigation(let reason): return [reason.text]
    case .swipeActions(let reason): return [reason.text]
    case .model(let reason): return [reason.text]
    case .app(let reason): return [reason.text]
    case .clauses(let reasons): return reasons.flatMap(\.clauses)
    case .unexplained: return []
    }
  }
}
