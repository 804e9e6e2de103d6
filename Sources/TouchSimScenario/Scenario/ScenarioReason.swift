import TouchSim

/// What a scenario's reactions and timed actions explain (`--explain`), rendered here, in the
/// scenario layer: the model holds them as `Reason.app` values and knows nothing of reactions.
enum ScenarioReason: AppExplanation {
  /// Where a touch was, as a condition that decided a reaction: inside or outside a view.
  struct TouchPlace: Sendable, Equatable {
    /// The view's log name.
    var view: String
    /// Whether the touch was inside its bounds.
    var inside: Bool
  }

  /// A responder's `set` reaction to a touch method.
  case setReaction(responder: String, method: TouchMethod)
  /// A responder's `forward` reaction calls a method on its next responder (RC1, RC3).
  case forwardReaction(responder: String, method: TouchMethod, forwarded: TouchMethod)
  /// A responder's `note` reaction, with the condition that held.
  case noteReaction(responder: String, method: TouchMethod, condition: TouchPlace?)
  /// A timed action sets a property.
  case action(time: SimTime, property: String)
  /// A timed action starts an animation of a view (AN7).
  case animation(time: SimTime, view: String)

  var ruleIDs: [RuleID] {
    switch self {
    case .forwardReaction: return [.rc1, .rc3]
    case .setReaction, .noteReaction, .action, .animation: return []
    }
  }

  var text: String {
    switch self {
    case .setReaction(let responder, let method): return "scenario: \(responder)'s `set` reaction to \(method.rawValue)"
    case .forwardReaction(let responder, let method, let forwarded):
      return "scenario: \(responder)'s `forward` reaction to \(method.rawValue) calls \(forwarded.rawValue) "
        + "on its next responder (RC1, RC3)"
    case .noteReaction(let responder, let method, let condition):
      var text = "scenario: \(responder)'s `note` reaction to \(method.rawValue)"
      if let condition { text += " (the touch is \(condition.inside ? "inside" : "outside") \(condition.view))" }
      return text
    case .action(let time, let property): return "scenario: the action at \(time) sets \(property)"
    case .animation(let time, let view): return "scenario: the action at \(time) animates \(view)"
    }
  }
}

extension Reason {
  /// A scenario's reason, held by the model as an app reason.
  static func scenario(_ reason: ScenarioReason) -> Reason { .app(reason) }
}
