import TouchSim

extension PropertyCatalogue {
  /// `UIScreenEdgePanGestureRecognizer`'s parameter (NV3): the edge it starts from, one of
  /// UIKit's `UIRectEdge` names (`none`, UIKit's default, never begins).
  static let screenEdgePans: [PropertyDeclaration] = [
    .declare(
      "edges", of: "UIScreenEdgePanGestureRecognizer", ScreenEdgePanGestureRecognizer.self, \.edges,
      type: .choice(edgeNames), default: RectEdge.none, rules: ["NV3"],
      parameterProblem: "'edges' must be \"none\", \"top\", \"left\", \"bottom\", \"right\" or \"all\"",
      from: { value in
        guard case .string(let text) = value else { return nil }
        return text == "none" ? RectEdge.none : RectEdge(name: text)
      },
      to: { .string(edgeName($0)) })
  ]

  /// The names `edges` takes.
  static let edgeNames = ["none", "top", "left", "bottom", "right", "all"]

  /// The scenario name of a set of edges (one edge, `all` or `none`).
  static func edgeName(_ edges: RectEdge) -> String {
    if edges == .all { return "all" }
    return edges.names.first ?? "none"
  }
}
