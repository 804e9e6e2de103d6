import TouchSim

/// A scenario's reactions (`on`) and timed actions (`actions`) as the model's app interface
/// runs them: handlers for `Responder.onTouches(_:_:)` and work for
/// `Simulation.schedule(at:_:)`. The reasons `--explain` gives are `ScenarioReason` values.
enum ScenarioReaction {
  /// `{"set": {"id.property": value}}`: one assignment, logged as a `set` record; a loop
  /// limit met inside it names `position`.
  static func set(_ assignment: Scenario.Assignment, at position: ReactionPosition?) -> (TouchContext) -> Void {
    let declaration = DeclarationCache()
    return { context in
      guard context.window.spendsReaction() else { return }
      context.window.runReaction(at: position) {
        assignment.apply(in: context.window, declaration: declaration) {
          .scenario(.setReaction(responder: context.responder.name, method: context.method))
        }
      }
    }
  }

  /// `{"forward": "touchesBegan"}`: the next responder's method of that name (seed 001); a
  /// loop limit met inside it names `position`.
  static func forward(_ method: TouchMethod, at position: ReactionPosition?) -> (TouchContext) -> Void {
    { context in
      guard context.window.spendsReaction() else { return }
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
      guard context.window.spendsReaction() else { return }
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

extension Window {
  /// The units of work a reaction costs (`RunLimits.maxWork`): its condition and action take
  /// a few hundred nanoseconds, several recognizer visits (issue 27).
  static let reactionWork = 4

  /// Counts a reaction's work; false once the run is stopping at a budget, when reactions no
  /// longer run (issue 27).
  func spendsReaction() -> Bool {
    countWork(Self.reactionWork)
    return !isOverBudget
  }
}

/// The declaration an assignment sets, looked up once per class of its target (issue 27: a
/// `set` reaction run at every move searched the whole catalogue each time). Declarations
/// belong to classes (`PropertyDeclaration.owns` tests the class), so the class decides.
final class DeclarationCache {
  private var targetClass: ObjectIdentifier?
  private var declaration: PropertyDeclaration?

  /// `object`'s settable declaration named `name`.
  func declaration(_ name: String, on object: AnyObject) -> PropertyDeclaration? {
    let objectClass = ObjectIdentifier(type(of: object))
    if objectClass != targetClass {
      targetClass = objectClass
      declaration = PropertyCatalogue.settable(name, on: object)
    }
    return declaration
  }
}

extension Scenario.Assignment {
  /// Sets the property through its declaration (`PropertyDeclaration`), which logs the `set`
  /// record; nothing when the object or property does not exist (read scenarios always have
  /// them).
  func apply(in window: Window, declaration cache: DeclarationCache, because reason: () -> Reason) {
    guard let target: AnyObject = window.view(named: object) ?? window.gestureRecognizer(named: object),
      let declaration = cache.declaration(property, on: target)
    else { return }
    declaration.set(target, to: value, in: window, because: reason)
  }
}
