/// Which model decisions an explanation rests on, so that `touchsim explain` never presents a
/// guess as UIKit's answer.
extension Rulebook {
  /// The IDs of the model-decision rules (confidence `.model`) a `why` cites, in order, once each.
  public static func modelDecisions(citedIn why: String) -> [String] {
    var found: [String] = []
    for id in RuleCitations.ids(in: why) {
      guard let rule = rule(id), rule.confidence == .model, !found.contains(rule.id) else { continue }
      found.append(rule.id)
    }
    return found
  }

  /// An explained text log with each line whose `why` cites a model decision marked
  /// `  [model decision: MD4, MD17]` at its end.
  public static func markingModelDecisions(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !result.isEmpty || line.startIndex != text.startIndex { result += result.isEmpty ? "" : "\n" }
      result += line
      guard let mark = line.range(of: "  # ") else { continue }
      let decisions = modelDecisions(citedIn: String(line[mark.upperBound...]))
      if !decisions.isEmpty { result += "  [model decision: " + decisions.joined(separator: ", ") + "]" }
    }
    return result
  }
}
