import TouchSim

/// A scenario's reactions (`on`) and timed actions (`actions`) as the model's app interface
/// runs them: handlers for `Responder.onTouches(_:_:)` and work for
/// `Simulation.schedule(at:_:)`. The reasons `--explain` gives are `ScenarioReason` values.
enum ScenarioReaction {
  /// `{"set": {"id.property": value}}`: one assignment, logged as a `set` record; a loop
  /// limit met inside it names `position`.
  static func set(_ assignment: Scenario.Assignment, at position: ReactionPosition?) -> (TouchContext) -> Void {
    { context in
      context.window.runReaction(at: position) {
        assignment.apply(in: context.window) {
          .scenario(.setReaction(responder: context.responder.name, method: context.method))
        }
      }
    }
  }

  /// `{"forward": "touchesBegan"}`: the next responder's method of that name (seed 001); a
  /// loop limit met inside it names `position`.
  static func forward(_ method: TouchMethod, at position: ReactionPosition?) -> (TouchContext) -> Void {
    { context in
      context.window.runReaction(at: position) {
        context.forward(
          method,
          because: .scenario(
            .forwardReaction(responder: context.responder.name, method: context.method, forwarded: method)))
      }
    }
  }

  /// `{"note": "text", "if": ...}`: a `note` record when the condition holds.
  static func note(_ text: String, if condition: Scenario.NoteCondition?) -> (TouchContext) -> Void {
    { context in
      if let condition, !condition.holds(in: context) { return }
      context.note(
        text,
        because: .scenario(
          .noteReaction(responder: context.responder.name, method: context.method, condition: condition?.place)))
    }
  }
}

extension Scenario.NoteCondition {
  /// Whether it holds for the call's first touch (a view that does not exist: no).
  func holds(in context: TouchContext) -> Bool {
    guard let touch = context.firstTouch else { return false }
    switch self {
    case .inside(let name):
      guard let view = context.window.view(named: name) else { return false }
      return view.bounds.contains(touch.location(in: view))
    case .outside(let name):
      guard let view = context.window.view(named: name) else { return false }
      return !view.bounds.contains(touch.location(in: view))
    }
  }

  /// The place it tested, as `--explain` cites it.
  var place: ScenarioReason.TouchPlace {
    switch self {
    case .inside(let name): return ScenarioReason.TouchPlace(view: name, inside: true)
    case .outside(let name): return ScenarioReason.TouchPlace(view: name, inside: false)
    }
  }
}

extension Scenario.Assignment {
  /// Sets the property through its declaration (`PropertyDeclaration`), which logs the `set`
  /// record; nothing when the object or property does not exist (read scenarios always have
  /// them).
  func apply(in window: Window, because reason: () -> Reason) {
    guard let target: AnyObject = window.view(named: object) ?? window.gestureRecognizer(named: object),
      let declaration = PropertyCatalogue.settable(property, on: target)
    else { return }
    declaration.set(target, to: value, in: window, because: reason)
  }
}
